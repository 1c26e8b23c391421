import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_LIMIT_BUCKET_PREFIX, routeList } from '../../shared/routes';
import { SESSION_ACTIVITY_ATTRIBUTES } from '../../shared/tables';
import { accountLinkParts, latestMailTo, linkIn } from '../integration/support/mailbox';
import { startTestPortal, type TestPortal } from '../integration/support/portal';
import { SPEC_ACCESS } from '../integration/support/spec-access';
import { createUser, volunteerFields } from '../integration/support/users';
import { createFixture, describeRoute, requestFor, sampleFor } from './support/gates';

/**
 * ARCHITECTURE.md §3/§4: no Scan in a request path; every list is a Query on a key or an index.
 * Backup export may page through tables explicitly: the backup worker's repository is the one
 * exempt file, and only the backup worker may import it.
 */
const FULL_READ_FILE = 'functions/repositories/backup-tables.ts';

const REPOSITORY_ROOT = join(import.meta.dirname, '..', '..');

const SCAN_USE = /\bScanCommand\b|\bpaginateScan\b|\.scan\(/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('no Scan in a request path', () => {
  it('finds no ScanCommand or .scan( in functions/ outside the backup worker repository', () => {
    const files = sourceFiles(join(REPOSITORY_ROOT, 'functions'));
    const offenders = files
      .map((path) => relative(REPOSITORY_ROOT, path))
      .filter((path) => path !== FULL_READ_FILE)
      .filter((path) => SCAN_USE.test(readFileSync(join(REPOSITORY_ROOT, path), 'utf8')));

    expect(files.length).toBeGreaterThan(0);
    expect(offenders, 'replace the Scan with a Query on a key or a purpose-named index').toEqual([]);
  });

  it('reads whole tables only in the backup, restore and privacy workers, never in a handler', () => {
    const files = sourceFiles(join(REPOSITORY_ROOT, 'functions')).map((path) =>
      relative(REPOSITORY_ROOT, path),
    );
    const importers = files.filter((path) =>
      /repositories\/backup-tables'/.test(readFileSync(join(REPOSITORY_ROOT, path), 'utf8')),
    );
    const handlersRunningJobs = files
      .filter((path) => path.startsWith('functions/handlers/'))
      .filter((path) =>
        /services\/(backup|privacy)\/run-/.test(readFileSync(join(REPOSITORY_ROOT, path), 'utf8')),
      );

    expect(importers.sort()).toEqual([
      'functions/services/backup/run-backup.ts',
      'functions/services/backup/run-restore.ts',
      'functions/services/privacy/run-privacy-job.ts',
    ]);
    expect(handlersRunningJobs).toEqual([]);
  });
});

/** Table names a DynamoDB command names, single-table, batch or transaction. */
function tablesOf(input: unknown): string[] {
  const value = input as {
    TableName?: string;
    RequestItems?: Record<string, unknown>;
    TransactItems?: Record<string, { TableName?: string }>[];
  };
  if (!value) return [];
  return [
    ...(value.TableName ? [value.TableName] : []),
    ...Object.keys(value.RequestItems ?? {}),
    ...(value.TransactItems ?? []).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation?.TableName ? [operation.TableName] : [])),
    ),
  ];
}

/** Tables a command changes: Put, Update, Delete and BatchWrite, and the changing parts of a transaction. */
function writtenTablesOf(command: unknown): string[] {
  const { input } = command as { input?: unknown };
  const name = (command as { constructor?: { name?: string } }).constructor?.name ?? '';
  if (/^TransactWrite(Items)?Command$/.test(name)) {
    const items = (input as { TransactItems?: Record<string, { TableName?: string }>[] }).TransactItems;
    return (items ?? []).flatMap((item) =>
      ['Put', 'Update', 'Delete'].flatMap((kind) => (item[kind]?.TableName ? [item[kind].TableName] : [])),
    );
  }
  if (!/^(Put|Update|Delete|BatchWrite)(Item)?Command$/.test(name)) return [];
  if (isSessionActivityStamp(name, input) || isClientCount(name, input)) return [];
  return tablesOf(input);
}

/** A per-client-limit counter (createHandler's clientLimit), which IAM grants apart from the sessions. */
function isClientCount(name: string, input: unknown): boolean {
  const update = input as { TableName?: string; Key?: { pk?: unknown } };
  return (
    /^Update(Item)?Command$/.test(name) &&
    Boolean(update.TableName?.endsWith('sessions')) &&
    String(update.Key?.pk).startsWith(`RATE#${CLIENT_LIMIT_BUCKET_PREFIX}`)
  );
}

/** The idle-timeout stamp every route may write (SESSION_ACTIVITY_ATTRIBUTES, granted apart in IAM). */
function isSessionActivityStamp(name: string, input: unknown): boolean {
  const update = input as {
    TableName?: string;
    UpdateExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
  };
  if (!/^Update(Item)?Command$/.test(name) || !update.TableName?.endsWith('sessions')) return false;
  const assignments = /^\s*SET\s+(.*)$/i.exec(update.UpdateExpression ?? '')?.[1]?.split(',') ?? [''];
  return assignments.every((assignment) => {
    const target = assignment.split('=')[0]?.trim() ?? '';
    const attribute = update.ExpressionAttributeNames?.[target] ?? target;
    return (SESSION_ACTIVITY_ATTRIBUTES as readonly string[]).includes(attribute);
  });
}

describe('DynamoDB commands of a representative flow', () => {
  let portal: TestPortal;
  let admin: string;
  const counts = new Map<string, number>();
  /** Tables each route's own call touched, while `currentRoute` is set. */
  const touched = new Map<string, Set<string>>();
  /** Tables each route's own call changed. */
  const written = new Map<string, Set<string>>();
  let currentRoute: string | null = null;

  beforeAll(async () => {
    portal = await startTestPortal();
    admin = await portal.logIn();
  });
  afterAll(() => portal?.stop());

  /** Counts every command any DynamoDB client of this process sends (the handlers run in it). */
  function countCommands() {
    const count = (command: unknown) => {
      const commandName = (command as { constructor?: { name?: string } })?.constructor?.name ?? 'unknown';
      // The backup worker (queued by backup-start) reads whole tables through its one repository, the
      // allowed exception checked above; its Scans are counted apart, so any other Scan still fails.
      const name =
        commandName === 'ScanCommand' && /backup-tables/.test(new Error().stack ?? '')
          ? 'ScanCommand (backup worker)'
          : commandName;
      counts.set(name, (counts.get(name) ?? 0) + 1);
      if (currentRoute) {
        const tables = touched.get(currentRoute) ?? new Set<string>();
        for (const table of tablesOf((command as { input?: unknown }).input)) tables.add(table);
        touched.set(currentRoute, tables);
        const changed = written.get(currentRoute) ?? new Set<string>();
        for (const table of writtenTablesOf(command)) changed.add(table);
        written.set(currentRoute, changed);
      }
    };
    const spies = [DynamoDBDocumentClient.prototype, DynamoDBClient.prototype].map((prototype) => {
      const original = prototype.send;
      return vi.spyOn(prototype, 'send').mockImplementation(function (this: unknown, ...args: unknown[]) {
        count(args[0]);
        return (original as (...values: unknown[]) => unknown).apply(this, args);
      } as never);
    });
    return () => {
      for (const spy of spies) spy.mockRestore();
    };
  }

  it('issues no Scan while signing in, managing volunteers, using account links and calling every route', async () => {
    const stopCounting = countCommands();
    try {
      // A volunteer's life: added, invited, activated, edited, reset by link, signs in and out, removed.
      const ok = async (answer: Promise<{ status: number; text: string }>) => {
        const { status, text } = await answer;
        expect(status, text).toBeLessThan(300);
      };
      const volunteer = await createUser(portal, admin, {
        status: 'pending',
        rijksregisterNummer: '85073003328',
      });
      await ok(
        portal.call('GET', '/api/users?role=vrijwilliger&status=pending&search=sanne', { token: admin }),
      );
      await ok(portal.call('POST', `/api/invite/${volunteer.id}`, { token: admin }));
      const inviteLink = linkIn(await latestMailTo(portal.mailboxUrl, String(volunteer.email)), '/invite/');
      const { token: inviteToken } = accountLinkParts(inviteLink);
      await ok(
        portal.call('POST', '/api/invite/verify', { body: { userId: volunteer.id, token: inviteToken } }),
      );
      await ok(
        portal.call('POST', '/api/invite/accept', {
          body: { userId: volunteer.id, token: inviteToken, password: 'Eigen-Gekozen-Wachtwoord-1' },
        }),
      );
      await ok(
        portal.call('PUT', `/api/users/${volunteer.id}`, {
          token: admin,
          body: { ...volunteerFields(), username: volunteer.username, password: '', phone: '0470 12 12 12' },
        }),
      );
      await ok(portal.call('POST', `/api/users/${volunteer.id}/rijksregisternummer`, { token: admin }));
      const link = await portal.call<{ resetLink: string }>(
        'POST',
        `/api/generate-reset-link/${volunteer.id}`,
        {
          token: admin,
        },
      );
      const resetLink = accountLinkParts(link.body.resetLink);
      await ok(portal.call('POST', '/api/verify-reset-token', { body: resetLink }));
      await ok(
        portal.call('POST', '/api/reset-password', {
          body: { ...resetLink, newPassword: 'Na-De-Reset-Gekozen-2' },
        }),
      );
      await ok(
        portal.call('POST', '/api/request-password-reset', { body: { usernameOrEmail: volunteer.username } }),
      );
      const token = await portal.logIn(String(volunteer.username), 'Na-De-Reset-Gekozen-2');
      await ok(portal.call('GET', '/api/auth/me', { token }));
      await ok(portal.call('GET', '/api/users', { token }));
      await ok(portal.call('POST', '/api/logout', { token }));
      await ok(portal.call('DELETE', `/api/users/${volunteer.id}`, { token: admin }));

      // Every route of the registry once, with its spec-access sample, so new routes are covered too.
      const fixture = await createFixture(portal, admin);
      for (const route of routeList) {
        const caller = SPEC_ACCESS[route.id]?.endsCallerSession
          ? await portal.logIn(fixture.signInAccount.username, fixture.signInAccount.password)
          : admin;
        const { method, path, body } = requestFor(route, await sampleFor(route, fixture, { token: caller }));
        currentRoute = route.id;
        const answer = await portal.call(method, path, { token: caller, body });
        currentRoute = null;
        expect(answer.status, `${describeRoute(route)}: ${answer.text}`).toBeLessThan(500);
        // Work a route queued (a folder delete) runs outside any route: let it finish before the next
        // route is counted, so its writes are not put down to that route.
        await portal.workDone();
      }
    } finally {
      stopCounting();
    }

    const table = [...counts].sort(([a], [b]) => a.localeCompare(b));
    console.log(
      `DynamoDB commands during the flow:\n${table.map(([name, n]) => `  ${name}: ${n}`).join('\n')}`,
    );
    expect(counts.get('QueryCommand') ?? 0, 'the spy sees the handlers’ commands').toBeGreaterThan(0);
    expect(counts.get('ScanCommand') ?? 0).toBe(0);
  });

  // In AWS a function only gets the tables its registry entry names (infra/aws handler-function):
  // a repository for any other table fails at cold start there, though it works locally.
  function routesBeyondTheirGrant() {
    const prefix = portal.resourcePrefix;
    return routeList.flatMap((route) => {
      const granted = new Set(route.uses.tables.map((table) => `${prefix}${table}`));
      const extra = [...(touched.get(route.id) ?? [])].filter((table) => !granted.has(table));
      return extra.length > 0
        ? [{ id: route.id, problem: `${describeRoute(route)} touched ${extra.join(', ')}` }]
        : [];
    });
  }

  it('shows every route touching only the tables its registry entry names', () => {
    expect(touched.size, 'the flow above ran first').toBeGreaterThan(0);
    expect(
      routesBeyondTheirGrant().map((entry) => entry.problem),
      'add the table to the route’s `uses.tables`',
    ).toEqual([]);
  });

  // A read route gets read actions only in AWS (infra/aws handler-function): a write there fails.
  it('shows every route changing only the tables its registry entry names in `writes`', () => {
    expect(written.size, 'the flow above ran first').toBeGreaterThan(0);
    const prefix = portal.resourcePrefix;
    const problems = routeList.flatMap((route) => {
      const granted = new Set((route.uses.writes ?? []).map((table) => `${prefix}${table}`));
      const extra = [...(written.get(route.id) ?? [])].filter((table) => !granted.has(table));
      return extra.length > 0 ? [`${describeRoute(route)} wrote ${extra.join(', ')}`] : [];
    });
    expect(problems, 'add the table to the route’s `uses.writes`').toEqual([]);
  });
});
