import { describe, expect, it } from 'vitest';
import { webViewDecision } from './web-view';

const HOSTS = ['help.example.com'];

describe('webViewDecision', () => {
  it('allows an https page of a listed host', () => {
    expect(webViewDecision('https://help.example.com/faq?a=1#x', HOSTS)).toEqual({
      action: 'allow',
      url: 'https://help.example.com/faq?a=1#x',
    });
    expect(webViewDecision('https://HELP.example.com/', HOSTS).action).toBe('allow');
  });

  it('refuses other hosts, look-alikes, http and credentials, naming the host', () => {
    expect(webViewDecision('https://evil.com/', HOSTS)).toEqual({
      action: 'refuse',
      host: 'evil.com',
    });
    expect(webViewDecision('https://help.example.com.evil.com/', HOSTS).action).toBe('refuse');
    expect(webViewDecision('https://sub.help.example.com/', HOSTS).action).toBe('refuse');
    expect(webViewDecision('http://help.example.com/', HOSTS)).toEqual({
      action: 'refuse',
      host: 'help.example.com',
    });
    expect(webViewDecision('https://user:pw@help.example.com/', HOSTS).action).toBe('refuse');
  });

  it('treats non-web addresses as invalid', () => {
    expect(webViewDecision('javascript:alert(1)', HOSTS).action).toBe('invalid');
    expect(webViewDecision('data:text/html,hi', HOSTS).action).toBe('invalid');
    expect(webViewDecision('', HOSTS).action).toBe('invalid');
    expect(webViewDecision('help.example.com', HOSTS).action).toBe('invalid');
  });
});
