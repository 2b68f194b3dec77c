import { useNavigate } from 'react-router-dom';

interface FollowEvent {
  preventDefault: () => void;
  detail: { href?: string; external?: boolean };
}

/** Cloudscape links and buttons with href navigate through the router instead of reloading. */
export function useFollow(): (event: FollowEvent) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.detail.external || !event.detail.href) return;
    event.preventDefault();
    navigate(event.detail.href);
  };
}
