import { volunteerRegisterMessages } from '../../../shared/messages/volunteer-register';

/**
 * What the register's three files share. Each file has a module and a route of its own
 * (register-xlsx-file, register-pdf-file, statement-file), so the .xlsx route carries no pdf-lib and
 * the PDF routes no exceljs.
 */

export const registerMessages = volunteerRegisterMessages;

export type RegisterFile = { bytes: Uint8Array; fileName: string };

/** 'Vereniging / Oost' → 'Vereniging - Oost': a name every file system accepts. */
export const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\r\n\t]+/g, '-').trim();
