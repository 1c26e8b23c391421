import { Spin } from 'antd';

export function FullPageSpinner() {
  return (
    <div className="full-page-center" role="status" aria-label="Laden…" aria-busy="true">
      <Spin size="large" />
    </div>
  );
}
