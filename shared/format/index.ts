/**
 * The one format module (ARCHITECTURE §12) for server and screens: labels of stored codes, display
 * names, euro amounts, file sizes and dates on the Brussels clock. Import the small files directly where bundle
 * size matters; this index is for convenience.
 */
export * from './dates';
export * from './labels';
export * from './money';
export * from './names';
export * from './sizes';
