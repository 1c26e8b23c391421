import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_NAMES, TABLES, type TableName } from '../../../shared/tables';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/** One DynamoDB table per definition in shared/tables.ts; physical names are generated and reach functions by env var. */
export class DataTables extends Construct {
  readonly tables: Record<TableName, Table>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const entries = TABLE_NAMES.map((name) => [name, this.createTable(name)] as const);
    this.tables = Object.fromEntries(entries) as Record<TableName, Table>;
  }

  private createTable(name: TableName): Table {
    const definition = TABLES[name];
    const ttlAttribute: string | undefined =
      'ttlAttribute' in definition ? definition.ttlAttribute : undefined;
    // Logical ids derive from the stable registry name, so reordering the registry never replaces a table.
    const table = new Table(this, name, {
      partitionKey: stringKey('pk'),
      sortKey: stringKey('sk'),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: ttlAttribute,
    });
    for (const [indexName, index] of Object.entries(definition.indexes)) {
      table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: index.sortKey ? stringKey(index.sortKey) : undefined,
        ...(index.projection
          ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }
          : { projectionType: ProjectionType.ALL }),
      });
    }
    return table;
  }
}
