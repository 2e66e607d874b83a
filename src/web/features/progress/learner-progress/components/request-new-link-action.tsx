import { MessageCircle } from 'lucide-react';
import { toWhatsAppUrl } from '../../../../../core/format/contact-links';
import { type ButtonStyle, buttonClassName } from '../../../../components/ui/button';
import { useSiteInfo } from '../../../../hooks/use-site-info';
import { getNewLinkRequestMessage } from '../progress-display';

/** Opens a WhatsApp chat with the instructor, prefilled with a request for a new progress link. */
export function RequestNewLinkAction({
  learnerName = null,
  ...style
}: { learnerName?: string | null } & ButtonStyle) {
  const site = useSiteInfo();
  if (!site.data) return null;
  return (
    <a
      href={toWhatsAppUrl(site.data.whatsappNumber, getNewLinkRequestMessage(learnerName))}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClassName(style)}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      Request a New Link
      <span className="sr-only"> (opens WhatsApp)</span>
    </a>
  );
}
