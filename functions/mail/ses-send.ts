import { awsHttp } from '../commons/aws-http';
import { environmentRegion } from '../commons/aws-signing';
import { FILE_AND_MAIL_TIMEOUTS } from '../commons/http-timeouts';

/**
 * SES v2's SendEmail as a signed request (../commons/aws-http.ts) instead of `@aws-sdk/client-sesv2`,
 * whose schemas made every route that sends a mail inline (registration, invitations, resets) about
 * 30 KB gzip heavier for this one call. The body is SES's REST-JSON shape, field for field what the
 * client sends; attachments' bytes go as base64, as the protocol carries blobs.
 */

type Text = { Data: string; Charset: 'UTF-8' };

export type SendEmailInput = {
  FromEmailAddress: string;
  Destination: { ToAddresses: string[] };
  ReplyToAddresses?: string[] | undefined;
  Content: {
    Simple: {
      Subject: Text;
      Body: { Html: Text; Text: Text };
      Headers?: { Name: string; Value: string }[] | undefined;
      Attachments?:
        | {
            FileName: string;
            ContentType: string;
            ContentDisposition: 'ATTACHMENT';
            RawContent: Uint8Array;
          }[]
        | undefined;
    };
  };
  ConfigurationSetName?: string | undefined;
};

export async function sendEmailWithSes(input: SendEmailInput): Promise<{ MessageId?: string }> {
  const { Attachments, ...simple } = input.Content.Simple;
  const body = {
    ...input,
    Content: {
      Simple: {
        ...simple,
        ...(Attachments
          ? {
              Attachments: Attachments.map((each) => ({
                ...each,
                RawContent: Buffer.from(each.RawContent).toString('base64'),
              })),
            }
          : {}),
      },
    },
  };
  const answer = await awsHttp.send({
    service: 'ses',
    method: 'POST',
    origin: new URL(
      process.env.AWS_ENDPOINT_URL_SESV2 ?? `https://email.${environmentRegion()}.amazonaws.com`,
    ),
    path: '/v2/email/outbound-emails',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    timeoutMs: FILE_AND_MAIL_TIMEOUTS.requestTimeout,
  });
  return (await answer.json()) as { MessageId?: string };
}
