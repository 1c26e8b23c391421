/** exceljs's streaming writer on its own (see workbook.ts); typed as the package types it. */
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type ExcelJS from 'exceljs';

  const WorkbookWriter: typeof ExcelJS.stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}
