import { describe, expect, it } from 'vitest';
import { oneOClock, timeValues } from '@/lib/time/one-oclock';

describe('oneOClock', () => {
  it('is yes for the hour of one past midnight, however written', () => {
    expect(['1:05', '01:59', '1.30'].map(oneOClock)).toEqual(['yes', 'yes', 'yes']);
  });

  it('is no for every other hour, 13:00 and 10–19 included', () => {
    expect(['0:30', '2:05', '10:00', '11:15', '13:05', '19:45', '21:00'].map(oneOClock)).toEqual(Array(7).fill('no'));
  });
});

describe('timeValues', () => {
  it('gives a message its time and the article it takes', () => {
    expect(timeValues('1:05')).toEqual({ time: '1:05', one: 'yes' });
    expect(timeValues('21:30')).toEqual({ time: '21:30', one: 'no' });
  });
});
