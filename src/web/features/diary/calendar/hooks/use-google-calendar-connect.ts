import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CALENDAR_POPUP_TIMEOUT_MS,
  CALENDAR_TOAST_TITLES,
  calendarPopupMessageSchema,
} from '../../../../../core/diary/calendar/calendar-schemas';
import { LONG_TOAST_MS, showFailureToast } from '../../../../components/ui/failure-toasts';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { invalidateSlotLists } from '../../../../lib/invalidate-slot-lists';
import { calendarQueryKeys } from '../api/calendar-query-keys';
import { getGoogleAuthUrl } from '../api/get-google-auth-url';

const POPUP_NAME = 'google-calendar-connect';
const POPUP_FEATURES = 'popup,width=520,height=700';
const CLOSED_POLL_MS = 500;

export const POPUP_BLOCKED_MESSAGE =
  'Your browser blocked the Google window. Please allow pop-ups for this site and try again.';
export const CONNECT_TIMEOUT_MESSAGE =
  'Google did not answer within 5 minutes, so we stopped waiting. Please try again.';

/**
 * The connect popup (spec: none → connecting → connected or error; the 5-minute timeout returns to
 * none). The window opens at once on the click (so it is not blocked), then goes to Google's consent
 * page; the callback page posts the outcome back here, checked for origin, source and shape.
 */
export function useGoogleCalendarConnect() {
  const queryClient = useQueryClient();
  const [isConnecting, setIsConnecting] = useState(false);
  const popupRef = useRef<Window | null>(null);
  const timersRef = useRef<{ timeout: number | null; poll: number | null }>({ timeout: null, poll: null });

  const stopWaiting = useCallback(() => {
    const timers = timersRef.current;
    if (timers.timeout !== null) window.clearTimeout(timers.timeout);
    if (timers.poll !== null) window.clearInterval(timers.poll);
    timersRef.current = { timeout: null, poll: null };
    popupRef.current = null;
    setIsConnecting(false);
  }, []);

  const refreshCalendar = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarQueryKeys.googleStatus }),
        queryClient.invalidateQueries({ queryKey: calendarQueryKeys.weeks }),
        invalidateSlotLists(queryClient),
      ]),
    [queryClient],
  );

  useEffect(() => {
    function handleMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || !popupRef.current || event.source !== popupRef.current) {
        return;
      }
      const message = calendarPopupMessageSchema.safeParse(event.data);
      if (!message.success) return;
      stopWaiting();
      void refreshCalendar();
      if (message.data.status === 'connected') {
        toast({ title: 'Calendar Connected', description: message.data.message, duration: LONG_TOAST_MS });
      } else {
        showFailureToast(CALENDAR_TOAST_TITLES.connectionFailed, message.data.message);
      }
    }
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [refreshCalendar, stopWaiting]);

  // Leaving the page closes the window it opened.
  useEffect(
    () => () => {
      const timers = timersRef.current;
      if (timers.timeout !== null) window.clearTimeout(timers.timeout);
      if (timers.poll !== null) window.clearInterval(timers.poll);
      popupRef.current?.close();
    },
    [],
  );

  const start = useCallback(async () => {
    if (popupRef.current && !popupRef.current.closed) {
      popupRef.current.focus();
      return;
    }
    const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
    if (!popup) {
      showFailureToast(CALENDAR_TOAST_TITLES.connectionError, POPUP_BLOCKED_MESSAGE);
      return;
    }
    popup.document.title = 'Connecting Google Calendar';
    popup.document.body.textContent = 'Opening Google…';
    popupRef.current = popup;
    setIsConnecting(true);
    timersRef.current.timeout = window.setTimeout(() => {
      popup.close();
      stopWaiting();
      showFailureToast(CALENDAR_TOAST_TITLES.connectionTimeout, CONNECT_TIMEOUT_MESSAGE);
    }, CALENDAR_POPUP_TIMEOUT_MS);
    // Closed without an answer: back to where we were (it may still have connected: look again).
    timersRef.current.poll = window.setInterval(() => {
      if (popup.closed && popupRef.current === popup) {
        stopWaiting();
        void refreshCalendar();
      }
    }, CLOSED_POLL_MS);
    try {
      const { authUrl } = await getGoogleAuthUrl();
      if (popupRef.current === popup) popup.location.href = authUrl;
    } catch (error) {
      popup.close();
      stopWaiting();
      showFailureToast(
        CALENDAR_TOAST_TITLES.connectionError,
        getApiErrorMessage(
          error,
          'We could not start the connection. Check your internet connection and try again.',
        ),
      );
    }
  }, [refreshCalendar, stopWaiting]);

  const cancel = useCallback(() => {
    popupRef.current?.close();
    stopWaiting();
  }, [stopWaiting]);

  return { isConnecting, start, cancel };
}
