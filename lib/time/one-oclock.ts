// Spanish says «hasta las 2:05» and «hasta las 13:05», but «hasta la 1:05»: a
// message that reads out a time selects its article with
// `{one, select, yes {la} other {las}}`.

/** 'yes' when a time as written («1:05», «01:05») is in the hour of one o'clock, past midnight. */
export function oneOClock(time: string): 'yes' | 'no' {
  return /^0?1[:.]/.test(time) ? 'yes' : 'no';
}

/** A message's `{time}` and its `{one}`, for «hasta {one, select, yes {la} other {las}} {time}». */
export function timeValues(time: string): { time: string; one: 'yes' | 'no' } {
  return { time, one: oneOClock(time) };
}
