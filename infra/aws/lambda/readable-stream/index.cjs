// Node's own streams in place of the readable-stream package (an esbuild alias in
// infra/aws/constructs/handler-bundling.ts), as the package itself offers with READABLE_STREAM=disable:
// it is a copy of Node's stream module for browsers and old Node versions, and the Excel export's
// libraries carried three copies of it. The bundled libraries only read its classes as properties
// (`require('readable-stream').Transform`), so a plain object of Node's own is what they get; Node's
// Readable itself is left unchanged.
const Stream = require('node:stream');

module.exports = {
  Stream,
  Readable: Stream.Readable,
  Writable: Stream.Writable,
  Duplex: Stream.Duplex,
  Transform: Stream.Transform,
  PassThrough: Stream.PassThrough,
  finished: Stream.finished,
  pipeline: Stream.pipeline,
};
