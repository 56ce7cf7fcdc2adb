/**
 * The web shop's ICP filing number (ICP备案号, issue 19 part E): as Chinese sites do, a small
 * line at the bottom of the mine tab linking to the MIIT filing system. The number comes from the
 * public config the app loads at start-up (`icp_number` of /api/v3/config: server setting
 * ICP_NUMBER or app_config `icp_number`); none configured → nothing is shown.
 */
import { observer } from 'mobx-react-lite';
import { useStores } from '../../core/stores/context';
import './consent.css';

export const BEIAN_URL = 'https://beian.miit.gov.cn/';

export const IcpFooter = observer(function IcpFooter() {
  const { config } = useStores();
  const icp = config.config?.icp_number?.trim();
  if (!icp) return null;
  return (
    <footer className="icp-footer" data-testid="icp-footer">
      <a href={BEIAN_URL} target="_blank" rel="noopener noreferrer">
        {icp}
      </a>
    </footer>
  );
});
