// Single modules of packages whose types cover the package's index only (see qr-code.ts beside this file).
declare module 'qrcode/lib/core/qrcode.js';
