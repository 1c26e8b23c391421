/**
 * QR codes as a module matrix, from qrcode's core only: `import 'qrcode'` loads its renderers too
 * (PNG through pngjs, SVG, terminal), about 15 KB gzip in each signing bundle that draws the matrix
 * itself (stamp.ts).
 */
import type { create as createQrCodeType } from 'qrcode';
import { create } from 'qrcode/lib/core/qrcode.js';

export const createQrCode = create as typeof createQrCodeType;
