/** The packages of shared/decisions.md: the one source of truth for prices (integer pence). */
const CORE_FEATURES = [
  'DVSA-approved instructor',
  'Modern vehicle with dual controls',
  'Flexible scheduling',
];
const SINGLE_LESSON_FEATURES = [...CORE_FEATURES, 'Automatic transmission: no clutch, no stalling'];

export interface PackageSeed {
  packageType: string;
  name: string;
  pricePence: number;
  totalMinutes: number;
  lessons: number;
  description: string;
  features: string[];
  isPopular: boolean;
  isSingleLesson: boolean;
  sortOrder: number;
}

export const PACKAGE_SEEDS: readonly PackageSeed[] = [
  {
    packageType: 'single_1hour',
    name: '1 Hour Lesson',
    pricePence: 4000,
    totalMinutes: 60,
    lessons: 1,
    description: 'A one-hour automatic lesson: ideal for a refresher or one skill you want to nail.',
    features: SINGLE_LESSON_FEATURES,
    isPopular: false,
    isSingleLesson: true,
    sortOrder: 10,
  },
  {
    packageType: 'single_90min',
    name: '1.5 Hour Lesson',
    pricePence: 5400,
    totalMinutes: 90,
    lessons: 1,
    description: 'Ninety minutes behind the wheel: time to practise a route and reflect on it.',
    features: SINGLE_LESSON_FEATURES,
    isPopular: false,
    isSingleLesson: true,
    sortOrder: 20,
  },
  {
    packageType: 'single_2hour',
    name: '2 Hour Lesson',
    pricePence: 7200,
    totalMinutes: 120,
    lessons: 1,
    description: 'Our most booked lesson: two hours to build real confidence on Birmingham roads.',
    features: SINGLE_LESSON_FEATURES,
    isPopular: false,
    isSingleLesson: true,
    sortOrder: 30,
  },
  {
    packageType: 'starter',
    name: 'Starter Package (5 Hours)',
    pricePence: 18000,
    totalMinutes: 300,
    lessons: 5,
    description: 'Five hours for new drivers: from cockpit checks to your first junctions and roundabouts.',
    features: [...CORE_FEATURES, 'Progress notes after every lesson'],
    isPopular: false,
    isSingleLesson: false,
    sortOrder: 40,
  },
  {
    packageType: 'special_offer',
    name: 'Special Offer (10 Hours)',
    pricePence: 32000,
    totalMinutes: 600,
    lessons: 10,
    description: 'Ten hours of automatic lessons for £320, saving £40 on the standard package.',
    features: [...CORE_FEATURES, 'Progress notes after every lesson', 'Save £40'],
    isPopular: false,
    isSingleLesson: false,
    sortOrder: 50,
  },
  {
    packageType: 'standard',
    name: 'Standard Package (10 Hours)',
    pricePence: 36000,
    totalMinutes: 600,
    lessons: 10,
    description: 'Ten hours that take most learners from the basics to test-ready driving.',
    features: [...CORE_FEATURES, 'Progress notes after every lesson', 'Mock test on real test routes'],
    isPopular: true,
    isSingleLesson: false,
    sortOrder: 60,
  },
  {
    packageType: 'pass_plus',
    name: 'Pass Plus',
    pricePence: 27000,
    totalMinutes: 360,
    lessons: 6,
    description: 'Six hours after your test: motorways, night driving, rural roads and bad weather.',
    features: [...CORE_FEATURES, 'DVSA Pass Plus syllabus'],
    isPopular: false,
    isSingleLesson: false,
    sortOrder: 70,
  },
  {
    packageType: 'short_notice',
    name: 'Short Notice Test',
    pricePence: 38000,
    totalMinutes: 240,
    lessons: 1,
    description: 'Got a cancellation test? Warm-up lessons on the test routes and the car on the day.',
    features: [...CORE_FEATURES, 'Use of the car for your test'],
    isPopular: false,
    isSingleLesson: false,
    sortOrder: 80,
  },
  {
    packageType: 'test_car',
    name: 'Test Car Hire',
    pricePence: 15000,
    totalMinutes: 60,
    lessons: 1,
    description: 'Your instructor’s dual-control car for your driving test, with a warm-up drive first.',
    features: [...CORE_FEATURES, 'Use of the car for your test'],
    isPopular: false,
    isSingleLesson: false,
    sortOrder: 90,
  },
];
