// readable-stream/passthrough as Node's own (see index.cjs beside this file).
module.exports = require('node:stream').PassThrough;
