import { describe, expect, it } from 'vitest';
import { trackedClick } from './tracked-clicks';

describe('trackedClick', () => {
  it('declares the event and each property as data attributes the document listener reads', () => {
    expect(trackedClick('phone_click', { from: 'areas_covered' })).toEqual({
      'data-track-event': 'phone_click',
      'data-track-from': 'areas_covered',
    });
    expect(trackedClick('blog_click', { slug: 'a-guide', list: 'related' })).toEqual({
      'data-track-event': 'blog_click',
      'data-track-slug': 'a-guide',
      'data-track-list': 'related',
    });
  });

  it('declares an event without properties by its name alone', () => {
    expect(trackedClick('traffic_widget_click')).toEqual({ 'data-track-event': 'traffic_widget_click' });
  });
});
