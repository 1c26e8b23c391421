import { describe, expect, it } from 'vitest';
import { activityMessages } from '../../shared/messages/activity';

const a = activityMessages.activity;
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('activity sentences', () => {
  it('name statuses and roles by their Dutch labels, never by their stored codes', () => {
    expect(a.familyStatusChanged('Familie Peeters', 'actief')).toBe(
      'Status van gezin Familie Peeters gewijzigd naar Actief',
    );
    expect(a.volunteerRoleChanged('An Claes', 'coordinator')).toBe(
      'Rol van An Claes gewijzigd naar Coördinator',
    );
    expect(a.declarationStatusChanged('Els', 'Tom', 'approved')).toBe(
      "Els zette de declaratie van Tom op 'Goedgekeurd'",
    );
  });

  it('writes amounts in euro and says where a registration came from', () => {
    expect(plain(a.declarationSubmitted('Tom', 1250))).toBe('Tom diende een declaratie in van € 12,50');
    expect(a.familyRegistered('Familie Janssens', 'public')).toBe(
      'Nieuwe aanmelding via het online formulier: gezin Familie Janssens',
    );
  });
});
