import type { CalendarEvent } from "@shared/schemas/planning";

// What each event of the planning calendar suggests: names, angles and tags, and where its dates come from. The dates
// themselves are computed in events.ts. Reviewed 2026-11; tags follow the normalised forms of
// server/src/scoring/data/trending-hashtags.json so the caption score recognises them.

/** Every event carries its angles and source in Arabic too (same order), beside its Arabic name. */
export type EventInfo = Omit<CalendarEvent, "id" | "start" | "end" | "approximate" | "anglesAr" | "sourceAr"> & {
  anglesAr: string[];
  sourceAr: string;
};

const UMM_AL_QURA =
  "Computed from the Umm al-Qura calendar (Saudi Arabia's official Hijri calendar, through the platform's Intl " +
  "islamic-umalqura calendar). The actual start follows the moon sighting announced by the Saudi Supreme Court: it " +
  "can differ by ±1 day.";
const UMM_AL_QURA_AR =
  "محسوب من تقويم أم القرى (التقويم الهجري الرسمي في السعودية). يتبع البدء الفعلي رؤية الهلال التي تعلنها " +
  "المحكمة العليا، وقد يختلف بيوم واحد.";

export const EVENT_INFO = {
  ramadan: {
    name: "Ramadan",
    nameAr: "رمضان",
    kind: "religious",
    angles: [
      "Iftar and suhoor recipes or routines, posted after iftar when use peaks",
      "Daily series across the month (30 days of …)",
      "Family gatherings, decorations and the Ramadan night atmosphere",
    ],
    tags: ["#رمضان", "#رمضان_كريم", "#سحور", "#افطار", "#ramadan", "#ramadankareem"],
    source: `${UMM_AL_QURA} 1 Ramadan to the day before 1 Shawwal.`,
    anglesAr: [
      "وصفات الإفطار والسحور أو روتينهما، تُنشر بعد الإفطار حين يبلغ الاستخدام ذروته",
      "سلسلة يومية طوال الشهر (30 يومًا من …)",
      "اللمّات العائلية والزينة وأجواء ليالي رمضان",
    ],
    sourceAr: `${UMM_AL_QURA_AR} من 1 رمضان حتى اليوم السابق لـ1 شوال.`,
  },
  eidAlFitr: {
    name: "Eid al-Fitr",
    nameAr: "عيد الفطر",
    kind: "religious",
    angles: ["Eid outfits and get-ready-with-me", "Eidiya and family visits", "Eid sweets (maamoul, kleicha)"],
    tags: ["#عيد_الفطر", "#عيد_مبارك", "#عيدكم_مبارك", "#eid", "#eidmubarak"],
    source: `${UMM_AL_QURA} 1-3 Shawwal.`,
    anglesAr: ["إطلالات العيد و«تجهّز معي»", "العيدية والزيارات العائلية", "حلويات العيد (المعمول والكليجا)"],
    sourceAr: `${UMM_AL_QURA_AR} من 1 إلى 3 شوال.`,
  },
  eidAlAdha: {
    name: "Eid al-Adha",
    nameAr: "عيد الأضحى",
    kind: "religious",
    angles: ["Hajj season and the Day of Arafah the day before", "Family gatherings and Eid meals", "Eid travel"],
    tags: ["#عيد_الاضحى", "#عيد_مبارك", "#الحج", "#eidaladha", "#eidmubarak"],
    source: `${UMM_AL_QURA} 10-13 Dhu al-Hijjah.`,
    anglesAr: ["موسم الحج ويوم عرفة الذي يسبق العيد", "اللمّات العائلية وولائم العيد", "السفر في العيد"],
    sourceAr: `${UMM_AL_QURA_AR} من 10 إلى 13 ذي الحجة.`,
  },
  foundingDay: {
    name: "Saudi Founding Day",
    nameAr: "يوم التأسيس",
    kind: "national",
    angles: ["Heritage dress and traditional coffee", "The history of the first Saudi state (1727)", "Old Diriyah"],
    tags: ["#يوم_التأسيس", "#يوم_بدينا", "#foundingday", "#saudi"],
    source: "Fixed date: 22 February every year (Royal order, 2022).",
    anglesAr: ["الأزياء التراثية والقهوة السعودية", "تاريخ الدولة السعودية الأولى (1727)", "الدرعية التاريخية"],
    sourceAr: "تاريخ ثابت: 22 فبراير من كل عام (أمر ملكي، 2022).",
  },
  nationalDay: {
    name: "Saudi National Day",
    nameAr: "اليوم الوطني السعودي",
    kind: "national",
    angles: [
      "Green outfits and city celebrations",
      "Pride in places and people of the Kingdom",
      "Fireworks and events",
    ],
    tags: ["#اليوم_الوطني", "#اليوم_الوطني_السعودي", "#saudinationalday", "#ksa"],
    source: "Fixed date: 23 September every year (unification of the Kingdom, 1932).",
    anglesAr: ["الإطلالات الخضراء واحتفالات المدن", "الفخر بأماكن المملكة وأهلها", "الألعاب النارية والفعاليات"],
    sourceAr: "تاريخ ثابت: 23 سبتمبر من كل عام (ذكرى توحيد المملكة، 1932).",
  },
  whiteFriday: {
    name: "White Friday",
    nameAr: "الجمعة البيضاء",
    kind: "commercial",
    angles: ["Deal hauls and honest reviews", "What is worth buying, and what is not", "Unboxing"],
    tags: ["#الجمعة_البيضاء", "#تخفيضات", "#whitefriday", "#blackfriday"],
    source:
      "The last Friday of November: the MENA name for the Black Friday sales (Amazon.sa, Amazon.ae and Noon run it " +
      "as White Friday); many sales run the whole week before.",
    anglesAr: ["مشتريات العروض ومراجعات صادقة", "ما يستحق الشراء وما لا يستحق", "فتح المشتريات وتجربتها"],
    sourceAr:
      "آخر جمعة من نوفمبر: اسم تخفيضات الجمعة السوداء في المنطقة (تسمّيها أمازون السعودية وأمازون الإمارات ونون " +
      "الجمعة البيضاء)، وتمتد عروض كثيرة طوال الأسبوع الذي يسبقها.",
  },
  backToSchool: {
    name: "Back to school (Saudi Arabia)",
    nameAr: "العودة إلى المدارس",
    kind: "seasonal",
    angles: ["School supplies hauls and lunchbox ideas", "Morning routines", "Study tips"],
    tags: ["#العوده_للمدارس", "#المدارس", "#backtoschool"],
    source:
      "Approximation: the Saudi Ministry of Education's academic calendar starts the school year on a Sunday in the " +
      "second half of August (24 Aug 2025). The dates listed here are estimates valid until August 2028: check the " +
      "Ministry's published calendar (moe.gov.sa).",
    anglesAr: ["مشتريات المستلزمات المدرسية وأفكار لصندوق الغداء", "روتين الصباح", "نصائح للمذاكرة"],
    sourceAr:
      "تقدير: يبدأ العام الدراسي في تقويم وزارة التعليم يوم أحد في النصف الثاني من أغسطس (24 أغسطس 2025). " +
      "التواريخ هنا تقديرية وصالحة حتى أغسطس 2028: راجع التقويم الدراسي المنشور على موقع الوزارة.",
  },
  newYear: {
    name: "New Year",
    nameAr: "رأس السنة الميلادية",
    kind: "seasonal",
    angles: ["The year in review", "Goals and resolutions", "Countdown and celebrations"],
    tags: ["#سنة_جديدة", "#newyear", "#happynewyear"],
    source: "Fixed date: 1 January.",
    anglesAr: ["حصاد العام", "الأهداف والقرارات", "العد التنازلي والاحتفالات"],
    sourceAr: "تاريخ ثابت: 1 يناير.",
  },
} satisfies Record<string, EventInfo>;
export type EventKey = keyof typeof EVENT_INFO;

/**
 * The first day of the Saudi school year, where no rule computes it: estimates (the Sunday in the second half of
 * August), valid until the last one listed. Past that, the event is not shown rather than guessed.
 */
export const BACK_TO_SCHOOL_STARTS = ["2025-08-24", "2026-08-23", "2027-08-22", "2028-08-20"];
