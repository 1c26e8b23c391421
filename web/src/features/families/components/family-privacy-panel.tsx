import { Alert, Button, Checkbox, Divider, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime, roleLabel } from '../../../../../shared/format';
import { privacyMessages } from '../../../../../shared/messages/privacy';
import { can } from '../../../../../shared/permissions';
import { needsConsentRenewal } from '../../../../../shared/policies/families';
import type { Family } from '../../../../../shared/schemas/families';
import type { AccessEntry } from '../../../../../shared/schemas/privacy';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { usePublicSettings } from '../../../lib/organisation';
import { useToast } from '../../../lib/toast';
import { useFamilyAccess, useRenewConsent } from '../api/family-privacy';

const p = privacyMessages.privacy;

/** A notice version is the moment it was saved, or the built-in text's name. */
const versionLabel = (version: string) =>
  Number.isNaN(Date.parse(version)) ? version : formatDateTime(version);

/**
 * A family's privacy on its page (issue 32): the consent on record, a warning while it is missing or
 * given for an older privacy notice (staff record the renewal), and for admins who looked at it.
 */
export function FamilyPrivacyPanel({ family }: { family: Family }) {
  const user = useCurrentUser();
  const settings = usePublicSettings();
  const currentVersion = settings.data?.privacyNoticeVersion;
  const canManage = can(user, 'manageFamilies');
  const canSeeAccess = can(user, 'viewAudit');
  const consent = family.consent ?? null;
  return (
    <section className="family-privacy" aria-label="Privacy">
      <Divider titlePlacement="start">{p.consentTitle}</Divider>
      {consent ? (
        <Typography.Paragraph>
          Privacyverklaring versie {versionLabel(consent.noticeVersion)} aanvaard op{' '}
          {formatDateTime(consent.at)} via {p.consentForms[consent.form]}. Foto's:{' '}
          {consent.photos ? 'ja' : 'nee'}.
        </Typography.Paragraph>
      ) : null}
      {currentVersion !== undefined && needsConsentRenewal(family, currentVersion) && (
        <RenewalNotice family={family} canRecord={canManage} isMissing={consent === null} />
      )}
      {canSeeAccess && <AccessHistory familyId={family.id} />}
    </section>
  );
}

function RenewalNotice({
  family,
  canRecord,
  isMissing,
}: {
  family: Family;
  canRecord: boolean;
  isMissing: boolean;
}) {
  const [photos, setPhotos] = useState(family.consent?.photos ?? false);
  const renew = useRenewConsent();
  const toast = useToast();
  const record = async () => {
    try {
      await renew.mutateAsync({ id: family.id, photos });
      toast.success(p.consentRecorded);
    } catch (error) {
      toast.failure(error, p.consentRecordFailed);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      title={isMissing ? p.consentMissing : p.consentOutdated}
      description={
        canRecord ? (
          <Space wrap>
            <Checkbox checked={photos} onChange={(event) => setPhotos(event.target.checked)}>
              Toestemming voor foto's
            </Checkbox>
            <Button size="small" onClick={record} loading={renew.isPending}>
              {p.recordConsent}
            </Button>
          </Space>
        ) : undefined
      }
    />
  );
}

const accessColumns = [
  {
    title: 'Wanneer',
    dataIndex: 'at',
    render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span>,
  },
  {
    title: 'Wie',
    key: 'actor',
    render: (_: unknown, entry: AccessEntry) => `${entry.actorName} (${roleLabel(entry.actorRole)})`,
  },
  {
    title: 'Velden',
    key: 'fields',
    render: (_: unknown, entry: AccessEntry) =>
      entry.fields.includes('rijksregisterNummer') ? 'Rijksregisternummer' : `${entry.fields.length} velden`,
  },
];

function AccessHistory({ familyId }: { familyId: number }) {
  const access = useFamilyAccess(familyId, true);
  const entries = access.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Divider titlePlacement="start">{p.accessTitle}</Divider>
      {access.isError ? (
        <Alert type="error" title={p.accessLoadFailed} />
      ) : (
        <Table<AccessEntry>
          size="small"
          rowKey="id"
          columns={accessColumns}
          dataSource={entries}
          loading={access.isPending}
          pagination={false}
          locale={{ emptyText: p.accessEmpty }}
          aria-label={p.accessTitle}
          scroll={{ x: true }}
        />
      )}
      <LoadMoreButton
        hasMore={access.hasNextPage}
        isLoading={access.isFetchingNextPage}
        onLoadMore={() => access.fetchNextPage()}
      />
    </>
  );
}
