import { accountNoticeMessages } from './account-notices';
import { accountingMessages } from './accounting';
import { activityMessages } from './activity';
import { approvalMessages } from './approvals';
import { auditMessages } from './audit';
import { authMessages } from './auth';
import { backupMessages } from './backup';
import { bankMessages } from './bank';
import { calendarMessages } from './calendar';
import { dashboardMessages } from './dashboard';
import { declarationMessages } from './declarations';
import { driveMessages } from './drive';
import { emailMessages } from './email';
import { familyMessages } from './families';
import { genericMessages } from './generic';
import { newsMessages } from './news';
import { sessionMessages } from './sessions';
import { signingMessages } from './signing';
import { uploadMessages } from './uploads';
import { volunteerLawMessages } from './volunteer-law';
import { volunteerRecordMessages } from './volunteer-records';
import { volunteerRegisterMessages } from './volunteer-register';
import { volunteerMessages } from './volunteers';

/**
 * Dutch messages the server returns (spec §8) and the client shows, verbatim where the spec has
 * them. Each area keeps its own file here; this index joins them under one `messages` object.
 * Server code (functions/, shared/schemas) imports the area files it needs instead: a bundler cannot
 * drop unused areas from this one object, so importing it put every area's texts in every Lambda.
 */
export const messages = {
  generic: genericMessages,
  ...authMessages,
  ...accountNoticeMessages,
  ...volunteerMessages,
  ...volunteerLawMessages,
  ...familyMessages,
  ...sessionMessages,
  ...uploadMessages,
  ...declarationMessages,
  ...dashboardMessages,
  ...auditMessages,
  ...activityMessages,
  ...newsMessages,
  ...calendarMessages,
  ...bankMessages,
  ...signingMessages,
  ...accountingMessages,
  ...approvalMessages,
  ...driveMessages,
  ...emailMessages,
  ...backupMessages,
  ...volunteerRecordMessages,
  ...volunteerRegisterMessages,
} as const;
