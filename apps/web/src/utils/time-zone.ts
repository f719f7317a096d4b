/** The viewer's IANA time zone: the days and months the server counts begin and end in it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
