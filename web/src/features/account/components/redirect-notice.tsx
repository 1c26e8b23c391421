import { Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_AFTER_ACTIVATION_MS } from '../../../../../shared/constants';

type RedirectNoticeProps = { title: string; message: string; to: string; destination: string };

/** The success notice of spec §4, then the next screen after two seconds. */
export function RedirectNotice({ title, message, to, destination }: RedirectNoticeProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(to, { replace: true }), REDIRECT_AFTER_ACTIVATION_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, to]);
  return (
    <Result
      status="success"
      title={title}
      subTitle={
        <span role="status">
          {message} U wordt doorgestuurd naar {destination}…
        </span>
      }
    />
  );
}
