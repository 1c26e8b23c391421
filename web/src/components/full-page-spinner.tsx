import './full-page-spinner.css';

/** A spinner drawn with CSS only: it shows while a screen's code loads, before antd is there. */
export function FullPageSpinner() {
  return (
    <div className="full-page-center" role="status" aria-label="Laden…" aria-busy="true">
      <span className="full-page-spinner" />
    </div>
  );
}
