import type { CalendarEvent, PlannedPost, ScoreTextResponse } from "@shared/schemas/planning";

// The invented creator of the locked preview: clearly labelled example data, never the visitor's.

const plan = (
  id: number,
  date: string,
  time: string,
  status: PlannedPost["status"],
  caption: string,
  hashtags: string,
) =>
  ({
    id,
    caption,
    hashtags,
    plannedAt: `${date}T00:00:00.000Z`,
    date,
    time,
    timeZone: "Asia/Riyadh",
    status,
    remindMinutesBefore: 60,
    reminderSentAt: null,
    createdAt: `${date}T00:00:00.000Z`,
    updatedAt: `${date}T00:00:00.000Z`,
  }) satisfies PlannedPost;

export const EXAMPLE_MONTH = "2027-02";
export const EXAMPLE_DAY = "2027-02-08";

export const EXAMPLE_PLANS: PlannedPost[] = [
  plan(
    1,
    "2027-02-04",
    "21:30",
    "posted",
    "Getting the house ready for Ramadan: which corner do you decorate first?",
    "#رمضان #ramadan #homedecor",
  ),
  plan(
    2,
    "2027-02-08",
    "21:30",
    "ready",
    "Three iftar recipes in 20 minutes: which one are you making tonight?",
    "#iftar #ramadan #easyrecipe",
  ),
  plan(3, "2027-02-11", "22:00", "filming", "Suhoor ideas that keep you full until sunset", "#سحور #suhoor"),
  plan(
    4,
    "2027-02-22",
    "20:00",
    "idea",
    "Founding Day outfits from my grandmother's wardrobe",
    "#يوم_التأسيس #foundingday",
  ),
];

export const EXAMPLE_EVENTS: CalendarEvent[] = [
  {
    id: "ramadan-2027-02-08",
    name: "Ramadan",
    nameAr: "رمضان",
    start: "2027-02-08",
    end: "2027-03-08",
    kind: "religious",
    angles: [
      "Iftar and suhoor recipes or routines, posted after iftar when use peaks",
      "Daily series across the month",
    ],
    tags: ["#رمضان", "#رمضان_كريم", "#ramadan"],
    source: "Computed from the Umm al-Qura calendar; the actual start follows the moon sighting (±1 day).",
    anglesAr: [
      "وصفات الإفطار والسحور أو روتينهما، تُنشر بعد الإفطار حين يبلغ الاستخدام ذروته",
      "سلسلة يومية طوال الشهر",
    ],
    sourceAr: "محسوب من تقويم أم القرى؛ يتبع البدء الفعلي رؤية الهلال (وقد يختلف بيوم واحد).",
    approximate: false,
  },
  {
    id: "foundingDay-2027-02-22",
    name: "Saudi Founding Day",
    nameAr: "يوم التأسيس",
    start: "2027-02-22",
    end: "2027-02-22",
    kind: "national",
    angles: ["Heritage dress and traditional coffee", "Old Diriyah"],
    tags: ["#يوم_التأسيس", "#foundingday"],
    source: "Fixed date: 22 February every year.",
    anglesAr: ["الأزياء التراثية والقهوة السعودية", "الدرعية التاريخية"],
    sourceAr: "تاريخ ثابت: 22 فبراير من كل عام.",
    approximate: false,
  },
];

export const EXAMPLE_SCORE: ScoreTextResponse = {
  score: 84,
  signals: [
    {
      key: "captionLength",
      label: "Caption length",
      value: "68 characters (English)",
      subScore: 100,
      advice: null,
      weight: 0.15,
      messages: {
        label: { key: "captionLength.label" },
        value: {
          key: "captionLength.value",
          params: {
            characters: { key: "count.characters", params: { count: 68 } },
            language: { key: "language.names.en" },
          },
        },
        advice: null,
      },
    },
    {
      key: "cta",
      label: "Call to action or question",
      value: "a question",
      subScore: 100,
      advice: null,
      weight: 0.2,
      messages: { label: { key: "cta.label" }, value: { key: "cta.question" }, advice: null },
    },
    {
      key: "nicheTags",
      label: "Niche vs generic tags",
      value: "0 of 3 generic",
      subScore: 100,
      advice: null,
      weight: 0.1,
      messages: {
        label: { key: "nicheTags.label" },
        value: { key: "nicheTags.value", params: { generic: 0, count: 3 } },
        advice: null,
      },
    },
    {
      key: "emoji",
      label: "Emoji",
      value: "0 emoji",
      subScore: 55,
      advice: "One or two emoji can set the tone (measured: 0)",
      weight: 0.03,
      messages: {
        label: { key: "emoji.label" },
        value: { key: "count.emoji", params: { count: 0 } },
        advice: { key: "emoji.fix_none" },
      },
    },
  ],
};
