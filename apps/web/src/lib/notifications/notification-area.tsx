import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isNotificationKey, notificationCatalogue } from '@waypoint/domain/notifications/notification-catalogue';
import { useNotifications } from './notification-context';
import './notification-area.css';

/** The query parameter a server redirect uses to hand the page a catalogue message. */
export const noticeParam = 'notice';

/**
 * The page's notification area (product-rules#notification-catalogue). Errors are announced
 * assertively, other messages politely. A server redirect (e-mail links, for
 * example) can carry a catalogue key in `?notice=`; it is shown once and
 * removed from the address so a reload does not repeat it.
 */
export function NotificationArea() {
  const { current, show, reset } = useNotifications();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const notice = params.get(noticeParam);
    if (notice === null) return;
    if (isNotificationKey(notice)) show(notice);
    params.delete(noticeParam);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location, navigate, show]);

  const message = current ? notificationCatalogue[current.key] : null;
  return (
    <div className="notification-area">
      <div role="alert" aria-atomic="true" className="notification-area__live">
        {message?.tone === 'error' ? (
          <Banner key={current?.id} tone="error" text={message.text} onClose={reset} />
        ) : null}
      </div>
      <div role="status" aria-atomic="true" className="notification-area__live">
        {message && message.tone !== 'error' ? (
          <Banner key={current?.id} tone={message.tone} text={message.text} onClose={reset} />
        ) : null}
      </div>
    </div>
  );
}

function Banner({ tone, text, onClose }: { tone: string; text: string; onClose: () => void }) {
  return (
    <div className={`notification notification--${tone}`} data-testid="notification">
      <p className="notification__text">{text}</p>
      <button type="button" className="notification__close" onClick={onClose} aria-label="Dismiss message">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
