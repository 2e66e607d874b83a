import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerDetails } from '../../../../core/payments/portal-payment-schemas';
import { readCustomerDetails } from '../payment-storage';

/** The customer details saved by 'Open Portal', read once; without them, off to /book-lesson. */
export function useCustomerDetailsOrRedirect(): CustomerDetails | null {
  const [details] = useState(() => readCustomerDetails());
  const navigate = useNavigate();
  useEffect(() => {
    if (!details) navigate('/book-lesson', { replace: true });
  }, [details, navigate]);
  return details;
}
