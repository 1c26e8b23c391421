import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

type HomeResultProps = {
  status: '403' | '404';
  title: string;
  text: string;
  homeLabel: string;
};

/**
 * A full-screen answer instead of a page (not found, access refused) with a way back to the
 * dashboard: a link, drawn as the primary button, followed inside the app.
 */
export function HomeResult({ status, title, text, homeLabel }: HomeResultProps) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={<h1 style={{ font: 'inherit', margin: 0 }}>{title}</h1>}
      subTitle={text}
      extra={
        <Button
          type="primary"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          {homeLabel}
        </Button>
      }
    />
  );
}
