import { ArrowRight } from 'lucide-react';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';

/** The articles' call to action: book a lesson (spec /blog: a call to action to /book-lesson). */
export function BlogCallToAction() {
  return (
    <section aria-labelledby="blog-cta-title" className="rounded-2xl bg-blue-700 p-6 text-white sm:p-10">
      <h2 id="blog-cta-title" className="text-2xl text-white sm:text-3xl">
        Ready to put it into practice?
      </h2>
      <p className="mt-2 max-w-2xl text-lg text-blue-50">
        Book automatic lessons with an approved instructor on the roads around your test centre.
      </p>
      <div className="mt-6 flex flex-wrap gap-3 [&_:focus-visible]:outline-white">
        <SiteLink to="/book-lesson" className={buttonClassName({ variant: 'secondary' })}>
          Book a Lesson
          <ArrowRight aria-hidden="true" className="size-5" />
        </SiteLink>
        <SiteLink to="/#pricing" className={buttonClassName({ variant: 'inverse' })}>
          See our prices
        </SiteLink>
      </div>
    </section>
  );
}
