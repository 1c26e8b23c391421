// Single modules of packages whose types cover the package's index only (see forge.ts and qr-code.ts beside this file).
declare module 'node-forge/lib/*';
declare module 'qrcode/lib/core/qrcode.js';
