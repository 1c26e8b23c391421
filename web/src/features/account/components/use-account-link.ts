import { useLocation, useParams } from 'react-router-dom';

/**
 * An invitation or reset link as it was mailed: `/invite/12#token=…`. The user id is the path's
 * `:userId`; the secret is read from the fragment, which browsers never send to a server (so neither
 * CloudFront's logs nor a Referer header ever hold it), and the page posts it in a request body.
 */
export function useAccountLink(): { userId: string; token: string } {
  const { userId = '' } = useParams();
  const { hash } = useLocation();
  return { userId, token: new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '' };
}
