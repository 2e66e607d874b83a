import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerDetails } from '../../../../../core/money/payments/portal-payment-schemas';
import { readCustomerDetails } from '../payment-storage';

/**
 * The customer details saved by 'Open Portal', read once mounted (the page is rendered on the
 * server, which has no storage, and hydration must start from its HTML); without them, off to
 * /book-lesson.
 */
export function useCustomerDetailsOrRedirect(): CustomerDetails | null {
  const [details, setDetails] = useState<CustomerDetails | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const saved = readCustomerDetails();
    if (saved) setDetails(saved);
    else navigate('/book-lesson', { replace: true });
  }, [navigate]);
  return details;
}
