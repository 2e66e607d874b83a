import { ArrowRight, MessageCircle, Phone, Tag } from 'lucide-react';
import { toTelHref, toWhatsAppUrl } from '../../../../../core/format/contact-links';
import { formatPoundsWhole, formatUkPhone } from '../../../../../core/format/display-format';
import {
  formatOfferBannerTitle,
  getSpecialOffer,
  SPECIAL_OFFER_PACKAGE_TYPE,
} from '../../../../../core/school/marketing/special-offer';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Container } from '../../../../components/ui/container';
import { useSiteInfo } from '../../../../hooks/use-site-info';
import { trackedClick } from '../../analytics/tracked-clicks';
import { usePublicPackages } from '../api/get-public-packages';

/**
 * The special-offer banner (spec: 10 hours of automatic lessons for £320, with message and call
 * buttons), priced from the packages in the database; not shown when the offer is withdrawn. While
 * the packages load it keeps its room, so nothing below it moves.
 */
export function SpecialOfferBanner() {
  const packages = usePublicPackages();
  const { data: site } = useSiteInfo();
  const offer = getSpecialOffer(packages.data);

  if (packages.isPending) return <div aria-hidden="true" className="min-h-32 bg-red-600 sm:min-h-20" />;
  if (!offer) return null;

  const message = `Hi, I'd like to know more about your ${offer.headline} special offer.`;
  return (
    <section aria-labelledby="special-offer-title" className="bg-red-600 text-white">
      <Container className="flex min-h-32 flex-col gap-3 py-4 sm:min-h-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-3">
          <Tag aria-hidden="true" className="mt-1 size-6 shrink-0" />
          <div>
            <h2 id="special-offer-title" className="text-lg text-white">
              Special offer: {formatOfferBannerTitle(offer)}
            </h2>
            {offer.saving !== null ? (
              <p className="text-white">
                Save {formatPoundsWhole(offer.saving)} on our standard {offer.hours}-hour package.
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <SiteLink
            to={`/book-lesson?package=${SPECIAL_OFFER_PACKAGE_TYPE}`}
            className={buttonClassName({ variant: 'secondary', size: 'compact', className: 'border-white' })}
          >
            Book the offer
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
          {site ? (
            <>
              <a
                href={toWhatsAppUrl(site.whatsappNumber, message)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName({ variant: 'inverse', size: 'compact' })}
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                Message us<span className="sr-only"> on WhatsApp (opens in a new tab)</span>
              </a>
              <a
                href={toTelHref(site.phone)}
                className={buttonClassName({ variant: 'inverse', size: 'compact' })}
                {...trackedClick('phone_click', { from: 'offer_banner' })}
              >
                <Phone aria-hidden="true" className="size-4" />
                Call {formatUkPhone(site.phone)}
              </a>
            </>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
