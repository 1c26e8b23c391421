/** Spec §9: the organisation's name, 'backup' and the date; .json, .zip, and .enc when encrypted. */
export function backupFileName(organization: string, day: string, withFiles: boolean, encrypted: boolean) {
  const slug =
    organization
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'vrijwilligersportaal';
  return `${slug}-backup-${day}.${withFiles ? 'zip' : 'json'}${encrypted ? '.enc' : ''}`;
}
