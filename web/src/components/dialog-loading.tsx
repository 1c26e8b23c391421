import { Spin } from 'antd';
import './dialog-loading.css';

/** A dialog's body while the record it shows is on its way from the server. */
export function DialogLoading({ label }: { label: string }) {
  return (
    <div className="dialog-loading">
      <Spin aria-label={label} />
    </div>
  );
}
