/** New-person exclusive detail (type 11): the new-person gate prompts before ordering. */
import { ActivityDetail } from '../../../features/promo/ActivityDetail';

export default function Subpack1NewbieNewpersonDetail() {
  return <ActivityDetail page="pages/subpack1/newbie/newperson_detail" title="newPerson" />;
}
