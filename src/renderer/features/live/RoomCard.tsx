/** One live room in the room list: cover, state badge, title, viewers / likes, owner. */
import { useTranslation } from '../../core/i18n';
import { Link } from 'react-router-dom';
import type { LiveRoomCard } from '../../../shared/contract/live';
import { Countdown } from '../../core/ui/Countdown';
import { StateBadge } from './StateBadge';
import './strings';

export const watchPath = (id: number) => `/pages/live/watch?id=${id}`;

export function RoomCard({ room }: { room: LiveRoomCard }) {
  const { t } = useTranslation();
  return (
    <Link to={watchPath(room.id)} className="live-card" data-testid="live-room-card">
      <div className="live-card__cover">
        <img src={room.cover} alt={room.title} loading="lazy" decoding="async" />
        <StateBadge state={room.state} className="live-card__badge" />
        {room.state === 'upcoming' ? (
          <span className="live-card__countdown">
            <Countdown endAt={room.scheduled_at} />
          </span>
        ) : (
          <span className="live-card__stats">
            {room.state === 'live'
              ? t('live.viewers', { count: room.viewers })
              : t('live.likes', { count: room.like_count })}
          </span>
        )}
      </div>
      <div className="live-card__body">
        <p className="live-card__title">{room.title}</p>
        <p className="live-card__owner">
          {room.owner.avatar ? (
            <img src={room.owner.avatar} alt="" className="live-avatar" aria-hidden="true" />
          ) : (
            <span className="live-avatar" aria-hidden="true" />
          )}
          <span>{room.owner.nickname}</span>
          <span className="live-card__likes">{t('live.likes', { count: room.like_count })}</span>
        </p>
      </div>
    </Link>
  );
}
