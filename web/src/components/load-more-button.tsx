import { Button } from 'antd';
import './list-screen.css';

type LoadMoreButtonProps = {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
};

/** "Meer laden" under a paged list, while the server has more. */
export function LoadMoreButton({ hasMore, isLoading, onLoadMore }: LoadMoreButtonProps) {
  if (!hasMore) return null;
  return (
    <div className="load-more">
      <Button onClick={onLoadMore} loading={isLoading}>
        Meer laden
      </Button>
    </div>
  );
}
