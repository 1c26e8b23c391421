import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import { routes } from '../../shared/routes';
import type { AnyRoute } from '../../shared/routes/define';
import { freshWindowStart, type Invocation, invokeFrom } from './support/invoke';
import { startTestPortal, type TestPortal } from './support/portal';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => portal.stop());

const MADE_UP_TOKEN = 'A'.repeat(43);
const STRONG_PASSWORD = 'Lange-Zomeravond-2026';

let addressCounter = 0;
const freshAddress = () => `198.18.0.${++addressCounter}`;

function startInFreshWindow() {
  vi.useFakeTimers({ toFake: ['Date'], now: freshWindowStart() });
}

async function attempts(
  times: number,
  route: AnyRoute,
  address: string,
  input: Parameters<typeof invokeFrom>[2],
) {
  const answers: Invocation[] = [];
  for (let attempt = 0; attempt < times; attempt++) answers.push(await invokeFrom(route, address, input));
  return answers;
}

describe.each([
  ['invite-verify', routes.account.verifyInvite, 20, { body: { userId: 1, token: MADE_UP_TOKEN } }],
  ['verify-reset-token', routes.account.verifyReset, 20, { body: { userId: 1, token: MADE_UP_TOKEN } }],
  [
    'invite-accept',
    routes.account.acceptInvite,
    10,
    { body: { userId: 1, token: MADE_UP_TOKEN, password: STRONG_PASSWORD } },
  ],
  [
    'reset-password',
    routes.account.resetPassword,
    10,
    { body: { userId: 1, token: MADE_UP_TOKEN, newPassword: STRONG_PASSWORD } },
  ],
] as const)('%s', (_, route, limit, input) => {
  it(`refuses failed link attempt ${limit + 1} from one address with a Dutch 429, and only there`, async () => {
    startInFreshWindow();
    const address = freshAddress();

    const failures = await attempts(limit, route, address, input);
    const refused = await invokeFrom(route, address, input);
    const otherAddress = await invokeFrom(route, freshAddress(), input);

    expect(failures.map((answer) => answer.status)).toEqual(Array(limit).fill(404));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(
      /^Te veel pogingen vanaf dit adres\. Probeer het over \d+ minuten? opnieuw\.$/,
    );
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0);
    expect(otherAddress.status).toBe(404);
  });
});

describe('public family registration', () => {
  it('lets exactly 5 of 12 parallel registrations from one address through', async () => {
    startInFreshWindow();
    const address = freshAddress();
    const registration = {
      parentName: 'Sofie Janssens',
      childName: 'Lotte',
      childAge: 12,
      school: 'Atheneum Zuid',
      grade: '1ste middelbaar',
      phone: '0486 55 44 33',
      email: 'sofie.janssens@example.org',
      address: 'Lindenlaan 7, 3000 Leuven',
      notes: 'Hulp nodig bij: Frans',
      guardianConsent: true,
    };

    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        invokeFrom(routes.families.publicRegistration, address, { body: registration }),
      ),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(answers.find((answer) => answer.status === 429)?.body.message).toBe(
      messages.publicSignup.tooManyRequests,
    );
  });
});
