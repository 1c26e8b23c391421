import { Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { settingsMessages } from '../../../../../shared/messages/settings';
import { UploadOutlined } from '../../../components/icons';
import { OrganisationLogo } from '../../../lib/organisation';
import { useToast } from '../../../lib/toast';
import { describeUploadError, uploadFile } from '../../../lib/upload/upload-file';
import { useUpdateSetting } from '../api/update-setting';

const m = settingsMessages.settings;

/** The logo: an image upload (checked by content on the server), saved at once, with its preview. */
export function LogoField({ isSet }: { isSet: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const update = useUpdateSetting();
  const [isUploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const confirmed = await uploadFile(file, 'settings-logo');
      await update.mutateAsync({ key: 'organization_logo', value: confirmed.uploadId });
      toast.success(m.logoSaved);
    } catch (error) {
      const refusal = describeUploadError(error);
      toast.error(refusal.title, refusal.message);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="setting-field">
      <span className="setting-field__label" id="logo-label">
        Logo
      </span>
      <Space align="center" wrap>
        <div className="settings-logo-preview">
          <OrganisationLogo size={64} alt="Voorbeeld van het logo" />
        </div>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-labelledby="logo-label"
          className="visually-hidden"
          data-testid="logo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button icon={<UploadOutlined />} loading={isUploading} onClick={() => input.current?.click()}>
          Logo uploaden
        </Button>
        {isSet && (
          <Button
            onClick={() =>
              update.mutate(
                { key: 'organization_logo', value: null },
                {
                  onSuccess: () => toast.success(m.saved),
                  onError: (error) => toast.failure(error, m.saveFailed),
                },
              )
            }
          >
            {m.removeLogo}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary" className="setting-field__help">
        {m.logoHint}
      </Typography.Text>
    </div>
  );
}
