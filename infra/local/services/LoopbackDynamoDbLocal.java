import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts DynamoDB Local (same command-line flags as DynamoDBLocal.jar) with two differences the jar's own
 * main cannot give us:
 * - it listens on 127.0.0.1 only: DynamoDB Local has no host flag and Jetty otherwise binds every interface,
 *   which would expose the developer's data to the network;
 * - it exits as soon as its stdin closes, so it never outlives the Node process that started it, even when
 *   that process is killed with SIGKILL and gets no chance to stop it.
 * Telemetry is never configured here (the jar's main is the only place that does), so nothing leaves the machine.
 *
 * Run as a single-file source program: java -cp DynamoDBLocal.jar:DynamoDBLocal_lib/* LoopbackDynamoDbLocal.java ...
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    Thread parentWatch = new Thread(() -> {
      try {
        while (System.in.read() != -1) {
          // The parent never writes; we only wait for end-of-file.
        }
      } catch (Exception ignored) {
        // A broken pipe means the parent is gone as well.
      }
      System.exit(0);
    });
    parentWatch.setDaemon(true);
    parentWatch.start();

    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    // The Jetty server is private; reaching it by reflection is the only way to choose the bind address.
    Field serverField = DynamoDBProxyServer.class.getDeclaredField("server");
    serverField.setAccessible(true);
    Server server = (Server) serverField.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
    proxy.join();
  }
}
