import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaNode } from '../../src/engine/schema/json-schema.js';
import { testResources } from '../support/form-resources.js';
import { renderForm } from '../renderer/forms/render-form.js';
import { text } from '../support/rules.js';

const model: SchemaNode = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://provider-portal.example/schemas/models/test-captcha.json',
  type: 'object',
  properties: {
    answer: { type: 'string', title: 'Answer' },
    questionText: { type: 'string' },
    tokenResponse: { $ref: '../defs/captcha.json' },
  },
};
const ui: SchemaNode = {
  model: 'test-captcha',
  questionText: { 'ui:widget': 'hidden' },
  answer: { 'ui:titleFrom': '/questionText' },
  tokenResponse: {
    'ui:widget': 'captcha',
    'ui:rules': [{ effect: 'show', when: { value: '$data/asked/displayCaptcha', equals: true } }],
    'ui:options': { image: '$data/captcha', newImageEvent: 'newCaptcha', imageLabel: 'accountAccess.captcha.image', newImageLabel: 'accountAccess.captcha.new', alternative: 'accountAccess.captcha.alternative' },
  },
};
// A 1x1 PNG, as the API client hands the server's image on: a data URL.
const IMAGE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('the captcha widget', () => {
  it('shows the image the screen loaded, asks for a new one by event, and offers the way round it', async () => {
    const onEvent = vi.fn();
    renderForm(testResources(model.$id as string, ui, [model]), { onEvent, checks: { request: async () => ({ status: 200 }), scope: () => ({ data: { captcha: IMAGE, asked: { displayCaptcha: true } } }) } });
    const image = screen.getByRole('img', { name: text('accountAccess.captcha.image') }) as HTMLImageElement;
    expect(image.src).toBe(IMAGE);
    expect(screen.getByLabelText(/^Captcha Text/)).toBeTruthy();
    expect(screen.getByText(/^Cannot read the image\? .* call Web Customer Service at /)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: text('accountAccess.captcha.new') }));
    expect(onEvent).toHaveBeenCalledWith('newCaptcha');
  });

  it('draws nothing but an image: a binding holding an address or markup shows no picture', () => {
    for (const captcha of ['https://elsewhere.example/track.png', '<svg xmlns="http://www.w3.org/2000/svg"/>']) {
      const { unmount } = renderForm(testResources(model.$id as string, ui, [model]), { checks: { request: async () => ({ status: 200 }), scope: () => ({ data: { captcha, asked: { displayCaptcha: true } } }) } });
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByLabelText(/^Captcha Text/)).toBeTruthy();
      unmount();
    }
  });

  it('stays away until a binding of the screen asks for it (a rule reading $data)', () => {
    renderForm(testResources(model.$id as string, ui, [model]), { checks: { request: async () => ({ status: 200 }), scope: () => ({ data: { asked: { displayCaptcha: false } } }) } });
    expect(screen.queryByLabelText(/^Captcha Text/)).toBeNull();
  });

  it('lets a field take its label from its own row (a security question)', () => {
    renderForm(testResources(model.$id as string, ui, [model]), { initialData: { questionText: 'What street did you grow up on?' } });
    expect(screen.getByLabelText('What street did you grow up on?')).toBeTruthy();
  });
});
