/**
 * `npm run create-admin -- <users table name> <statistics table name>`: creates the first `admin`
 * account in a deployed stage, with the same seed the local runtime uses, and counts it on the
 * dashboard (the user and its counters are written in one transaction). Needs AWS credentials for the
 * account, AWS_REGION, ADMIN_PASSWORD and ADMIN_EMAIL (a real address, so the admin can reset a
 * forgotten password); does nothing when the table already has users.
 */
const [usersTable, statisticsTable] = process.argv.slice(2);
const password = process.env.ADMIN_PASSWORD;
const email = process.env.ADMIN_EMAIL;
if (!usersTable || !statisticsTable || !password || !email || !process.env.AWS_REGION) {
  console.error(
    'Usage: AWS_REGION=<region> ADMIN_PASSWORD=<password> ADMIN_EMAIL=<address> npm run create-admin -- <users table name> <statistics table name>',
  );
  process.exit(2);
}
// The repositories read their configuration at import; only the users and statistics tables are touched here.
Object.assign(process.env, {
  TABLE_USERS: usersTable,
  TABLE_STATISTICS: statisticsTable,
  STAGE: process.env.STAGE ?? 'prod',
  PORTAL_URL: process.env.PORTAL_URL ?? 'https://localhost',
  MAIL_FROM: process.env.MAIL_FROM ?? 'noreply@localhost.localdomain',
});
const { seedAdmin } = await import('../local/seed');
const created = await seedAdmin(password, email);
console.log(
  created ? `Created 'admin' in ${usersTable}.` : `${usersTable} already has users; nothing changed.`,
);

export {};
