import { expect } from 'vitest';
import { accessLinkSchema } from '../../src/core/learners/students-schemas';
import { type ChatMessage, chatMessageSchema } from '../../src/core/messaging/chat/chat-schemas';
import type { RunningTestApp } from './test-app';

let learnerCounter = 0;

/** A learner added on the dashboard, with a fresh progress link (the learner's chat credential). */
export async function addLearnerWithLink(
  testApp: RunningTestApp,
  headers: { authorization: string },
  fullName: string,
): Promise<{ studentId: number; token: string }> {
  learnerCounter += 1;
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/students/manual',
    headers,
    payload: {
      fullName,
      email: `chat-learner-${learnerCounter}-${Date.now()}@example.com`,
      phone: '07700 900123',
      drivingExperience: 'beginner',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const studentId: number = created.json().id;
  const link = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${studentId}/generate-token`,
    headers,
  });
  expect(link.statusCode, link.body).toBe(200);
  return { studentId, token: accessLinkSchema.parse(link.json()).token };
}

export async function sendAsInstructor(
  testApp: RunningTestApp,
  headers: { authorization: string },
  receiverId: number,
  content: string,
): Promise<ChatMessage> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers,
    payload: { receiverId, content },
  });
  expect(response.statusCode, response.body).toBe(201);
  return chatMessageSchema.parse(response.json());
}

export async function sendAsLearner(
  testApp: RunningTestApp,
  token: string,
  content: string,
): Promise<ChatMessage> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/student-messages',
    payload: { token, content },
  });
  expect(response.statusCode, response.body).toBe(201);
  return chatMessageSchema.parse(response.json());
}
