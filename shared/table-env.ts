import type { TableName } from './tables';

// Apart from tables.ts so a function that only reads its table names from the environment does not
// carry every table's definition (descriptions, index access patterns) in its bundle.

/** Environment variable that carries a table's physical name into a Lambda function. */
export const tableEnvVar = (name: TableName) => `TABLE_${name.toUpperCase()}`;
