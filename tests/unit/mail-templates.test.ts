import { describe, expect, it } from 'vitest';
import { invitationMail, passwordResetMail } from '../../functions/mail/templates/account';

const LINK = 'https://portaal.example.org/invite/7/abc';

describe('account mail templates', () => {
  it('names the portal once in the invitation subject when the organisation carries its name', () => {
    // Act
    const mail = invitationMail({
      to: 'sanne@example.org',
      firstName: 'Sanne',
      link: LINK,
      organizationName: 'Vrijwilligersportaal',
    });

    // Assess
    expect(mail.subject).toBe('Uitnodiging voor het Vrijwilligersportaal');
    expect(mail.text).not.toMatch(/vrijwilligersportaal.*vrijwilligersportaal/i);
  });

  it('names the association in the invitation subject', () => {
    // Act
    const mail = invitationMail({
      to: 'a@example.org',
      firstName: 'A',
      link: LINK,
      organizationName: 'De Brug',
    });

    // Assess
    expect(mail.subject).toBe('Uitnodiging voor het vrijwilligersportaal van De Brug');
  });

  it('mentions a button only in the HTML part of every account mail', () => {
    // Prepare
    const mails = [
      invitationMail({ to: 'a@example.org', firstName: 'A', link: LINK, organizationName: 'De Brug' }),
      passwordResetMail({
        to: 'a@example.org',
        firstName: 'A',
        link: LINK,
        organizationName: 'De Brug',
        validFor: 'self-service',
      }),
    ];

    // Assess
    for (const mail of mails) {
      expect(mail.text).not.toMatch(/knop/i);
      expect(mail.text).toContain('Via de link hieronder');
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain('Via de knop hieronder');
    }
  });
});
