import { SESv2Client } from '@aws-sdk/client-sesv2';
import { FILE_AND_MAIL_TIMEOUTS } from './http-timeouts';

export const ses = new SESv2Client({ requestHandler: FILE_AND_MAIL_TIMEOUTS });
