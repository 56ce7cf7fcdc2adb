/**
 * Choose an identity: one card per right (shop owner, live-room manager, agent, seller) from
 * /api/user/get_seller_access (features/account/rights.ts). A held right opens its area; a held
 * right whose area has no screens yet says "coming soon"; rights not held are shown disabled.
 */
import '../strings/account';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { rightEntries, type RightEntry } from '../rights';
import * as accountApi from '../api';
import { unwrap, useLoad } from '../../../core/data';
import { ErrorState, PageFrame } from '../../../core/ui';
import '../account.css';

const RIGHT_TEXT = {
  shop_owner: ['account.rights.shopOwner', 'account.rights.shopOwnerHint'],
  live_manager: ['account.rights.liveManager', 'account.rights.liveManagerHint'],
  agent: ['account.rights.agent', 'account.rights.agentHint'],
  seller: ['account.rights.seller', 'account.rights.sellerHint'],
} as const;

export default function ChoiceIdentity() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const load = useLoad(async () => rightEntries(await unwrap(accountApi.getSellerAccess())), []);

  const label = (e: RightEntry) =>
    e.path
      ? t('account.rights.enter')
      : e.comingSoon
        ? t('account.rights.comingSoon')
        : t('account.rights.notHeld');

  let body;
  if (load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (!load.data)
    body = (
      <div className="card wallet-form" aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  else
    body = (
      <ul className="acct-rights" aria-label={t('account.rights.title')}>
        {load.data.map((e) => {
          const [title, hint] = RIGHT_TEXT[e.key];
          return (
            <li key={e.key}>
              <button
                type="button"
                className={e.path ? 'acct-right' : 'acct-right acct-right--off'}
                disabled={!e.path}
                data-testid={`right-${e.key}`}
                onClick={() => e.path && void navigate(`/${e.path}`)}
              >
                <span className="acct-right__title">{t(title)}</span>
                <span className="acct-right__hint">{t(hint)}</span>
                <span className="acct-right__state">{label(e)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <PageFrame title={t('account.rights.title')} page="pages/subpack/login/choiceIdentity">
      {body}
    </PageFrame>
  );
}
