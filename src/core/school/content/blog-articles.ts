/**
 * The school's articles for learners: one source for the /blog and /old-blog lists, each article's
 * own page, the sitemap and the pre-rendered HTML. Pure data, shared by the web app and the server.
 */
export interface BlogArticleSection {
  heading: string;
  paragraphs: string[];
}

export interface BlogArticle {
  /** URL part: /blog/{slug}. Lower-case words joined by hyphens. */
  slug: string;
  title: string;
  /** One or two sentences: the list's summary and the page's meta description (at most 160 characters). */
  description: string;
  category: string;
  /** YYYY-MM-DD. */
  publishedOn: string;
  readingMinutes: number;
  /** The one article /blog shows large at the top. */
  featured: boolean;
  /** Which list shows it: /blog (featured + five) and/or /old-blog (six, filtered by category). */
  lists: readonly ('blog' | 'old-blog')[];
  sections: readonly BlogArticleSection[];
}

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'automatic-driving-lessons-birmingham-guide',
    title: 'Automatic Driving Lessons in Birmingham: The Complete Guide',
    description:
      'Why learn in an automatic, what your lessons cover, how many hours most learners need and how to book your first lesson in Birmingham.',
    category: 'Getting Started',
    publishedOn: '2026-10-28',
    readingMinutes: 3,
    featured: true,
    lists: ['blog'],
    sections: [
      {
        heading: 'Why so many learners choose an automatic',
        paragraphs: [
          'An automatic car changes gear for you. There is no clutch to balance on a hill start and no gear lever to find while you are looking for a gap at a junction, so you can give all your attention to the road: where to look, where to position the car and how fast to go. For many learners that means feeling in control sooner and reaching test standard in fewer hours.',
          "Birmingham's roads make that especially welcome. Stop-start traffic on the A45 Coventry Road, queues at the lights on the Outer Circle and the hill starts of Harborne and Edgbaston are all far easier when the car looks after the gears.",
          'The one thing to know before you choose: passing your test in an automatic gives you a licence for automatic cars only. If you later want to drive a manual, you take another practical test in a manual car (no new theory test needed). With electric and hybrid cars, which are all automatic, taking over the roads, more and more drivers never need a manual licence at all.',
        ],
      },
      {
        heading: 'What you need before your first lesson',
        paragraphs: [
          'You need a provisional driving licence (you can apply from 15 years and 9 months old, online at gov.uk for £34) and you must be at least 17 to drive on the road, or 16 if you get the enhanced rate of the mobility part of Personal Independence Payment. Bring the photocard to your first lesson.',
          'You must also be able to read a car number plate from 20 metres, with glasses or contact lenses if you need them. Wear comfortable, flat shoes with thin soles so you can feel the pedals, and tell your instructor about anything that might affect your driving: nerves are normal and nothing to hide.',
        ],
      },
      {
        heading: 'What your lessons cover',
        paragraphs: [
          'Your first lesson usually starts somewhere quiet: getting the seat, mirrors and steering position right, learning what the controls do, then moving off and stopping safely. Within a few lessons you will be turning at junctions, meeting traffic on narrow streets and handling your first roundabouts.',
          'From there lessons build towards everything the test asks for: busier junctions and multi-lane roundabouts, dual carriageways, the reversing manoeuvres, an emergency stop, and independent driving with a sat nav. Each lesson ends with notes on what you practised and what to work on next, which you can see any time through your secure progress link.',
        ],
      },
      {
        heading: 'How many hours will I need?',
        paragraphs: [
          'The DVSA says that, on average, learners who pass need about 45 hours of lessons plus 22 hours of private practice. That is an average, not a target: some people need far fewer, some more, and learning in an automatic often takes less time than in a manual.',
          'Two-hour lessons, once or twice a week, are the most efficient way for most people to learn: you spend less of each lesson warming up, and the gap between lessons is short enough that nothing is forgotten.',
        ],
      },
      {
        heading: 'Booking with us',
        paragraphs: [
          "You can see our instructor's live availability and book online in a few minutes: choose a single lesson or a package, pick the times that suit you (or book now and arrange times later), and pay by bank transfer or card. We teach across Birmingham, Sutton Coldfield, Walsall and Sandwell, and we can pick you up from home, school or work.",
          'If you cannot find a time that works, or you would rather learn in a manual car, ask us about our partner instructors and we will find you someone.',
        ],
      },
    ],
  },
  {
    slug: 'birmingham-driving-test-centres',
    title: "Birmingham's Driving Test Centres: What to Expect at Each",
    description:
      'South Yardley, Garretts Green, Shirley, Kings Heath and Kingstanding: the roads around each Birmingham test centre and how to prepare for them.',
    category: 'Test Preparation',
    publishedOn: '2026-09-15',
    readingMinutes: 3,
    featured: false,
    lists: ['blog'],
    sections: [
      {
        heading: 'Which centre should you choose?',
        paragraphs: [
          'Birmingham has five practical test centres for cars: South Yardley, Garretts Green, Shirley, Kings Heath and Kingstanding. You can book any of them, and the examiner marks every candidate to the same national standard. What differs is the roads: a test in Shirley feels very different from one in Kingstanding.',
          "Most learners do best at the centre nearest to where they have had their lessons, because the roads will already feel familiar. Waiting times differ too, so it is worth checking a couple of centres when you book on gov.uk. Don't pay a third-party website to book: the official service is the cheapest (£62 on weekdays, £75 in the evening, at weekends and on bank holidays).",
        ],
      },
      {
        heading: 'East Birmingham: South Yardley and Garretts Green',
        paragraphs: [
          'South Yardley, on Clay Lane, sends candidates onto the A45 Coventry Road, a 40 mph dual carriageway, and into narrow terraced streets where parked cars on both sides mean planning ahead and giving way. The Swan Island junction at Yardley is one to practise until it feels routine.',
          'Garretts Green, on Granby Avenue, sits on an industrial estate, so the first minutes of a test are often spent among lorries and vans that need extra room. Routes then head into the 1930s estates of Kitts Green and Tile Cross, where junctions with limited views test your observation.',
        ],
      },
      {
        heading: 'South and south-east: Kings Heath and Shirley',
        paragraphs: [
          'Kings Heath, at 955 Alcester Road South, has two big roundabouts on its doorstep, including the Maypole, plus the A435 with its changing speed limits. Lane discipline on a spiral roundabout is the skill that catches most candidates out here.',
          'Shirley, at 374 Stratford Road, mixes the busy A34 shopping parade (buses, pedestrians and cars pulling out of parking spaces) with quiet suburban roads around Shirley Heath. The Robin Hood Island roundabout and the dual-carriageway stretch of the A34 are worth several lessons of practice.',
        ],
      },
      {
        heading: 'North Birmingham: Kingstanding',
        paragraphs: [
          'Kingstanding, on Birdbrook Road, is known for dual carriageways whose limit switches between 40 and 30 mph, the busy Kingstanding Circle roundabout and long 1930s estate roads. Its car park slopes steeply, so practise your bay parking on a slope as well as on the flat.',
          'Watch the speed-limit signs at every junction: a car that is still doing 40 where the limit has dropped to 30 is one of the commonest serious faults on north Birmingham routes.',
        ],
      },
      {
        heading: 'Preparing for your centre',
        paragraphs: [
          'Examiners pick the route on the day and DVSA no longer publishes test routes, so learning one route by heart does not work. Instead, ask your instructor to cover the kinds of roads around your centre: its roundabouts, its dual carriageways, its narrow streets and its car park.',
          'You will find the full address of each centre and the roads learners most often practise around it on our Areas Covered page.',
        ],
      },
    ],
  },
  {
    slug: 'theory-test-hazard-perception-tips',
    title: 'Passing Your Theory Test and Hazard Perception First Time',
    description:
      'How the theory test works, what the pass marks are, and practical revision tips for the multiple-choice questions and the hazard perception clips.',
    category: 'Test Preparation',
    publishedOn: '2026-08-20',
    readingMinutes: 3,
    featured: false,
    lists: ['blog'],
    sections: [
      {
        heading: 'How the theory test works',
        paragraphs: [
          'The car theory test has two parts taken at the same sitting, and you need to pass both. First come 50 multiple-choice questions in 57 minutes, including a short video case study; the pass mark is 43. Then comes the hazard perception test: 14 video clips, scored out of 75, with a pass mark of 44.',
          'The test costs £23 and you book it on gov.uk. There are theory test centres in Birmingham city centre and Sutton Coldfield among others; bring your provisional licence photocard or you will not be allowed to sit it. Once you pass, your certificate is valid for 2 years, and you must pass the practical test within that time.',
        ],
      },
      {
        heading: 'Revising for the multiple-choice questions',
        paragraphs: [
          "The questions come from the official DVSA revision material, built on the Highway Code, Know Your Traffic Signs and Driving: the essential skills. Revising from the official question bank (the DVSA's app or books) is more useful than random quizzes online, because you learn why each answer is right.",
          'Little and often works best: twenty minutes a day for a few weeks beats a weekend of cramming. Take full mock tests under time pressure once you are scoring well, and keep a list of the topics you get wrong (stopping distances and signs are common ones) to go over again.',
        ],
      },
      {
        heading: 'Scoring well in hazard perception',
        paragraphs: [
          'Each clip contains at least one developing hazard: something that would make you change speed or direction, such as a pedestrian stepping towards the kerb or a car edging out of a side road. Thirteen clips have one scoring hazard and one clip has two. You score up to 5 points for each one, and the earlier you click once it starts to develop, the more you score.',
          'Click when you first see a potential hazard, then again as it develops. Clicking constantly or in a rhythm is detected and scores zero for that clip. Practise with official clips so you learn what a developing hazard looks like, and remember there is no going back to a clip.',
        ],
      },
      {
        heading: 'Make the theory test work for your driving',
        paragraphs: [
          'Take your theory test early in your lessons. Knowing the rules at junctions, roundabouts and pedestrian crossings means your instructor can spend lesson time on driving rather than explaining the Highway Code, and every lesson goes further.',
          'Hazard perception is a real driving skill too: on your lessons, say out loud what you can see developing ahead. It trains the same early scanning the clips reward, and examiners notice it on the practical test.',
        ],
      },
    ],
  },
  {
    slug: 'birmingham-roundabouts-guide',
    title: "Mastering Birmingham's Roundabouts: Perry Barr, Kingstanding Circle and More",
    description:
      'Lane choice, signalling and timing on the roundabouts learners find hardest in Birmingham, from mini-roundabouts to spiral and signal-controlled junctions.',
    category: 'Driving Skills',
    publishedOn: '2026-07-09',
    readingMinutes: 3,
    featured: false,
    lists: ['blog'],
    sections: [
      {
        heading: 'The routine that works on every roundabout',
        paragraphs: [
          'Every roundabout, from a mini-roundabout on an estate road to a five-lane island, is handled with the same routine: mirrors, signal, position, speed, look. Check your mirrors early, signal if you are turning left or right, get into the correct lane, slow to a speed that lets you stop if you need to, and look right for a safe gap.',
          'Give way to traffic coming from your right unless signs or road markings tell you otherwise. Look right early as you approach, so you can often keep rolling into a gap instead of stopping: that is what examiners call making progress.',
        ],
      },
      {
        heading: 'Choosing your lane',
        paragraphs: [
          'Unless road markings say otherwise, use the left lane to turn left (signal left on the approach) and the right lane to turn right (signal right, then signal left once you pass the exit before yours). Going straight ahead, use the left lane and signal left after passing the exit before yours.',
          'On bigger roundabouts the road markings decide, and they often differ from that rule. Read the lane arrows and the destination painted in each lane as early as possible. On a spiral roundabout, like one of the two big roundabouts near the Kings Heath test centre, the lane markings lead you outwards towards your exit: follow them rather than cutting across.',
        ],
      },
      {
        heading: 'Kingstanding Circle and the north of the city',
        paragraphs: [
          'Kingstanding Circle is a large roundabout with shops, bus stops and pedestrians all around it, and roads joining from every direction. The challenge is observation: cars join and leave from several entrances close together, so keep checking ahead and to your left for vehicles leaving and pedestrians crossing, not only to your right.',
          'On the approach roads in the north of the city the speed limit often changes between 40 and 30 mph near the roundabouts. Plan your speed from the signs, not from the traffic around you.',
        ],
      },
      {
        heading: 'Perry Barr and signal-controlled junctions',
        paragraphs: [
          'The junctions around Perry Barr on the A34 were rebuilt for the 2022 Commonwealth Games, with traffic lights, new lane layouts and bus lanes. Junctions like these behave like a series of small junctions: obey each set of lights, stay in your lane once you are in it, and check the bus-lane signs for their hours before you drive in one.',
          'If you find yourself in the wrong lane, carry on in that lane and find another way round. Swerving across lanes at the last moment is far more dangerous, and on a test it is a serious fault where taking the wrong exit safely is not a fault at all.',
        ],
      },
      {
        heading: 'Mini-roundabouts and practice',
        paragraphs: [
          'Mini-roundabouts are everywhere on Birmingham estates. Drive around the painted circle, not over it, give way to the right, and watch for drivers who treat them as a straight road. Signal as you would on a large roundabout.',
          'Roundabouts are where most learners grow in confidence fastest once they have had some practice. Ask your instructor to spend a lesson going round the same roundabout in every direction until lane choice becomes automatic.',
        ],
      },
    ],
  },
  {
    slug: 'driving-lesson-costs-birmingham',
    title: 'How Much Does Learning to Drive in Birmingham Cost?',
    description:
      'The fixed costs of learning to drive (licence, theory test, practical test) and how to plan your lessons so you pay for progress, not repetition.',
    category: 'Getting Started',
    publishedOn: '2026-06-12',
    readingMinutes: 2,
    featured: false,
    lists: ['blog'],
    sections: [
      {
        heading: 'The fixed costs',
        paragraphs: [
          'Some costs are the same for everyone in England. A provisional licence costs £34 online (£43 by post). The theory test costs £23. The practical test costs £62 on a weekday and £75 in the evening, at weekends and on bank holidays. Always book these directly on gov.uk: unofficial booking sites add their own fees.',
          'Your full licence is free to apply for once you pass: the examiner can send your details to the DVLA for you.',
        ],
      },
      {
        heading: 'Lessons: the part you can plan',
        paragraphs: [
          'Lessons are the biggest cost, and the one you have the most control over. The DVSA says learners who pass need on average about 45 hours of lessons plus 22 hours of private practice. Fewer hours are common in an automatic, and regular lessons mean less time relearning what you have forgotten.',
          'Buying hours as a package costs less per hour than single lessons, and our special offer is the cheapest way to buy ten hours. You can see every package and its current price on our home page.',
        ],
      },
      {
        heading: 'Costs people forget',
        paragraphs: [
          "Hiring the school car for your test covers the time before the test to warm up, the test itself and the drive home. If you practise in a family car, you will need learner driver insurance, which is usually far cheaper than adding a learner to the car's main policy.",
          'Glasses for the eyesight check, the DVSA revision app and the theory test itself are small costs that are easy to budget for at the start.',
        ],
      },
      {
        heading: 'The most expensive mistake: testing too early',
        paragraphs: [
          'A failed practical test means paying the test fee and the car hire again, and waiting for a new date, often weeks away. Booking a test before you are ready is the single most expensive mistake a learner can make.',
          'A mock test with your instructor, under test conditions, tells you honestly whether you are ready. If you are not, a few more lessons cost less than a second test.',
        ],
      },
    ],
  },
  {
    slug: 'driving-test-day-what-to-expect',
    title: 'Your Practical Driving Test Day: What Happens, Step by Step',
    description:
      'From the eyesight check to the result: what happens on the day of your practical driving test, how it is marked and what to do after you pass.',
    category: 'Test Preparation',
    publishedOn: '2026-05-04',
    readingMinutes: 2,
    featured: false,
    lists: ['blog'],
    sections: [
      {
        heading: 'Before you arrive',
        paragraphs: [
          'Most learners have a lesson just before the test to warm up, then drive to the centre with their instructor. Arrive about 10 minutes before your test time. Bring your provisional licence photocard: without it the test will not go ahead and you lose your fee.',
          "Get a good night's sleep and eat something beforehand. Nerves are normal; examiners see nervous candidates every day, and a calm, steady drive matters far more than a perfect one.",
        ],
      },
      {
        heading: 'The eyesight check and the safety questions',
        paragraphs: [
          'The test starts outside, where you read a number plate from 20 metres. If you cannot, the test ends there and you fail, so if you need glasses, wear them.',
          'In the car, the examiner asks one "tell me" question about the car (such as how you would check the tyres or the brakes) before you set off, and one "show me" question while you are driving (such as switching on the rear demister). Getting one wrong is a driving fault, not a fail.',
        ],
      },
      {
        heading: 'On the road',
        paragraphs: [
          'The drive lasts about 40 minutes. It includes general driving on different kinds of road, about 20 minutes of independent driving (following a sat nav the examiner sets up, or road signs), one reversing manoeuvre (parallel parking, parking in a bay, or pulling up on the right and reversing two car lengths) and, on about one test in three, an emergency stop.',
          'If you go the wrong way, it does not matter as long as you do it safely: the examiner will help you back on route. If you are unsure of an instruction, ask.',
        ],
      },
      {
        heading: 'How it is marked',
        paragraphs: [
          'There are three kinds of fault. A driving fault is minor; a serious fault could have been dangerous; a dangerous fault involved actual danger. You pass with no more than 15 driving faults and no serious or dangerous faults.',
          'At the end the examiner tells you the result and goes through your faults, whether you pass or not. Your instructor can listen in if you would like them to.',
        ],
      },
      {
        heading: 'After you pass',
        paragraphs: [
          'The examiner can send your details to the DVLA so your full licence arrives by post, and you can drive straight away as long as you are insured. In your first 2 years, 6 penalty points means losing your licence and starting again as a learner, so drive carefully.',
          'Consider Pass Plus, a short course on motorways, night driving and bad weather, which builds your confidence on roads the test does not cover.',
        ],
      },
    ],
  },
  {
    slug: 'provisional-licence-guide',
    title: 'Getting Your Provisional Licence: A Step-by-Step Guide',
    description:
      'When you can apply, what you need, what it costs and the rules for learner drivers once your provisional licence arrives.',
    category: 'Getting Started',
    publishedOn: '2026-03-18',
    readingMinutes: 2,
    featured: false,
    lists: ['old-blog'],
    sections: [
      {
        heading: 'When you can apply',
        paragraphs: [
          'You can apply for your provisional driving licence from the age of 15 years and 9 months, and you can start driving a car on the road at 17. If you get, or have applied for, the enhanced rate of the mobility part of Personal Independence Payment, you can drive from 16.',
          'Applying before your 17th birthday means the licence is ready and you can book your first lesson for the day you turn 17.',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          'Apply online at gov.uk: it costs £34 and the licence usually arrives within a week. You need an identity document (such as a UK passport), your addresses for the last 3 years and your National Insurance number if you know it. Applying by post with form D1 costs £43 and takes longer.',
          'You will be asked to confirm that you can read a number plate from 20 metres (with glasses or contact lenses if you need them) and to tell the DVLA about certain medical conditions.',
        ],
      },
      {
        heading: 'The rules once you have it',
        paragraphs: [
          'You must display L plates on the front and back of the car (or D plates in Wales) and be supervised by someone who is at least 21, qualified to drive that type of car and has held their full licence for at least 3 years. You must be insured to drive the car.',
          'You can drive on motorways only with an approved driving instructor in a car with dual controls. In practice that is a lesson for after you pass, such as Pass Plus.',
        ],
      },
      {
        heading: 'What to do while you wait for it',
        paragraphs: [
          'Start revising for your theory test: download the official DVSA revision material and spend a little time on it each day. You can book the theory test as soon as your provisional licence arrives, and passing it early makes every driving lesson go further.',
          'Check your eyesight too. If you struggle to read a number plate at 20 metres, see an optician before your first lesson, because you will be asked to read one at the start of your practical test.',
        ],
      },
    ],
  },
  {
    slug: 'manual-or-automatic',
    title: 'Manual or Automatic: Which Should You Learn In?',
    description:
      'The real differences between learning in a manual and an automatic car, the licence each gives you, and how to decide which suits you.',
    category: 'Getting Started',
    publishedOn: '2026-04-02',
    readingMinutes: 2,
    featured: false,
    lists: ['old-blog'],
    sections: [
      {
        heading: 'What is different',
        paragraphs: [
          'In a manual car you change gear yourself with a clutch pedal and a gear lever. In an automatic the car does it for you: there are only two pedals, and you select drive, reverse or park. Everything else, including observation, road positioning, judging speed and the Highway Code, is exactly the same.',
          'Without the clutch, hill starts, queueing traffic and tight junctions become much simpler. Many learners in an automatic reach test standard in fewer hours.',
        ],
      },
      {
        heading: 'The licence you get',
        paragraphs: [
          'Pass in an automatic and your licence covers automatic cars only. Pass in a manual and you can drive both. To upgrade an automatic licence later you take another practical test in a manual car; you do not need to retake the theory test.',
          'All electric cars are automatic, and the sale of new petrol and diesel cars is being phased out in the UK from 2030, so an automatic licence limits drivers less every year.',
        ],
      },
      {
        heading: 'How to decide',
        paragraphs: [
          'Choose an automatic if you want to learn in fewer hours, if you are nervous about coordinating pedals and gears, if you have a condition that makes a clutch hard to use, or if the cars you will drive are automatic anyway.',
          'Choose a manual if you expect to drive older or shared cars, vans, or cars abroad that may be manual. Not sure? Book a single lesson in an automatic and see how it feels. We also work with partner instructors who teach in manual cars.',
        ],
      },
      {
        heading: 'Changing your mind part-way',
        paragraphs: [
          'If you start in a manual and find the clutch is holding you back, you can switch to an automatic at any point. Everything you have learnt about observation, road positioning and planning carries straight over, and most learners who switch notice the difference within a lesson or two.',
        ],
      },
    ],
  },
  {
    slug: 'show-me-tell-me-questions',
    title: 'Show Me, Tell Me: The Vehicle Safety Questions Explained',
    description:
      'Every "tell me" and "show me" question the examiner can ask on your practical test, with clear answers you can practise in the car.',
    category: 'Test Preparation',
    publishedOn: '2026-02-24',
    readingMinutes: 2,
    featured: false,
    lists: ['old-blog'],
    sections: [
      {
        heading: 'How the questions work',
        paragraphs: [
          'On your practical test the examiner asks one "tell me" question at the start, before you drive, and one "show me" question while you are driving. A wrong answer is a single driving fault. Losing control of the car while answering a show me question can be a serious fault, so only do it when it is safe.',
        ],
      },
      {
        heading: 'Tell me: brakes, steering and tyres',
        paragraphs: [
          'Brakes: they should not feel spongy or slack; test them as you set off, and the car should not pull to one side. Power steering: turn the wheel gently just before or as the engine starts and it should move slightly; if it is not working, steering feels heavy on the move.',
          "Tyre pressures: the recommended pressures are in the car's handbook; check them with a reliable gauge when the tyres are cold, not forgetting the spare, and refit the valve caps. Tyre tread: there must be no cuts or bulges, and at least 1.6 mm of tread across the central three-quarters of the tyre, all the way round.",
        ],
      },
      {
        heading: 'Tell me: lights, fluids and the head restraint',
        paragraphs: [
          'Headlights, tail lights and indicators: switch them on (use the hazard lights for the indicators) and walk round the car to check. Brake lights: use reflections in windows or garage doors, or ask someone to look. A warning light on the dashboard tells you about a fault with the anti-lock brakes.',
          'Under the bonnet: the engine oil should be between the minimum and maximum marks on the dipstick, and the coolant and brake fluid between the marks on their reservoirs. The head restraint: the rigid part should be at least as high as your eyes or the top of your ears, and as close to the back of your head as is comfortable.',
          'Lights: switch from dipped to main beam and the blue warning light shows on the dashboard. Use rear fog lights when visibility drops below 100 metres, and switch them off when it improves.',
        ],
      },
      {
        heading: 'Show me: while you drive',
        paragraphs: [
          'The examiner may ask you to wash and clean the front or rear windscreen, switch on your dipped headlights, set the rear demister, demist the front windscreen, sound the horn, or open and close a side window.',
          'Practise each one on your lessons until you can find the control without looking down for long. If you are not sure it is safe at that moment, wait until it is: the examiner is assessing your judgement as much as your knowledge.',
        ],
      },
    ],
  },
  {
    slug: 'are-you-ready-for-your-test',
    title: 'Mock Driving Tests: How to Know You Are Ready',
    description:
      'The signs that you are ready for your practical test, how a mock test works and the faults that most often fail learners.',
    category: 'Test Preparation',
    publishedOn: '2026-01-27',
    readingMinutes: 2,
    featured: false,
    lists: ['old-blog'],
    sections: [
      {
        heading: 'Signs you are ready',
        paragraphs: [
          'You are ready for your test when you can drive a whole lesson without your instructor helping, on any kind of road around your test centre, in traffic and in the rain. You can do each reversing manoeuvre reliably, follow a sat nav without losing your lane discipline, and you know what to do when something unexpected happens.',
          'Being able to do something once is not the same as doing it every time. Consistency over several lessons is what counts.',
        ],
      },
      {
        heading: 'What a mock test is',
        paragraphs: [
          'A mock test copies the real one: about 40 minutes, an eyesight check, show me and tell me questions, independent driving, a manoeuvre and perhaps an emergency stop. Your instructor stays quiet and marks faults as an examiner would, then goes through the result with you.',
          'Treat the result honestly. If a mock test shows serious faults, a few more lessons on those skills cost far less than a failed test and a wait for a new date.',
        ],
      },
      {
        heading: 'The faults that fail most learners',
        paragraphs: [
          "The DVSA's figures show the same faults at the top year after year: not looking properly at junctions, not using mirrors before changing direction, poor steering control, turning right at junctions, not moving off safely, and not responding correctly to traffic lights and road markings.",
          'Ask your instructor to watch for these on every lesson. Most of them come down to the same habit: looking early, looking properly, and acting on what you see.',
        ],
      },
      {
        heading: 'Booking at the right time',
        paragraphs: [
          'Waiting times for a practical test can be several weeks, so many learners book a date when their instructor expects them to be ready by then, rather than waiting until they are. That works well as long as you are honest with yourself: if a mock test a fortnight before says you are not ready, move the test with enough notice (gov.uk sets out how much) rather than hoping for the best.',
        ],
      },
    ],
  },
  {
    slug: 'dual-carriageways-speed-limits',
    title: 'Dual Carriageways and Changing Speed Limits in Birmingham',
    description:
      'Joining, overtaking and leaving dual carriageways safely, and keeping track of the 20, 30 and 40 mph limits around Birmingham.',
    category: 'Driving Skills',
    publishedOn: '2026-03-05',
    readingMinutes: 2,
    featured: false,
    lists: ['old-blog'],
    sections: [
      {
        heading: 'Joining a dual carriageway',
        paragraphs: [
          'Use the slip road to build up your speed to match the traffic already on the dual carriageway, checking your mirrors and over your right shoulder for a gap. Signal right, merge smoothly into the left lane and do not stop at the end of the slip road unless you really have to.',
          'Once you are on, settle into the left-hand lane. The right-hand lane is for overtaking, and you should move back to the left once you have passed safely.',
        ],
      },
      {
        heading: 'Speed limits that keep changing',
        paragraphs: [
          "Many of Birmingham's main roads, such as the A45 Coventry Road, Queslett Road and the Chester Road, change limit several times, often between 40 and 30 mph near junctions and shops. Look for the signs at every junction: the limit does not change back until a sign says so.",
          'Birmingham has also brought in 20 mph limits on many residential and city-centre streets. Where there are street lights and no signs, the limit is usually 30 mph; the national limit on a dual carriageway is 70 mph, but on urban dual carriageways it is almost always lower.',
        ],
      },
      {
        heading: 'Leaving safely',
        paragraphs: [
          'Plan your exit early. Check your mirrors, signal left in good time, and move into the left lane well before the exit. Keep your speed until you are on the slip road, then slow down, because slip roads often end at a roundabout or a sharp bend.',
        ],
      },
      {
        heading: 'The Clean Air Zone',
        paragraphs: [
          "Birmingham's Clean Air Zone covers the roads inside the A4540 Middleway ring road. Older cars that do not meet its emissions standards are charged a daily fee to drive inside it. Our lesson cars meet the standards, but if you practise in a family car, check it with the gov.uk vehicle checker before you drive into the city centre.",
        ],
      },
    ],
  },
  {
    slug: 'independent-driving-sat-nav',
    title: 'Independent Driving: Following a Sat Nav and Road Signs',
    description:
      'How the independent driving part of the test works, and how to practise following a sat nav or road signs without losing lane discipline.',
    category: 'Driving Skills',
    publishedOn: '2026-02-10',
    readingMinutes: 2,
    featured: false,
    lists: ['old-blog'],
    sections: [
      {
        heading: 'What happens on the test',
        paragraphs: [
          'About 20 minutes of your practical test is independent driving. In most tests the examiner sets up a sat nav and you follow its directions; in about one test in five you follow road signs to a place instead. You do not need to bring your own sat nav.',
          'Going the wrong way is not a fault if you do it safely, and the examiner will help you get back on route. What matters is that you drive safely while making decisions yourself.',
        ],
      },
      {
        heading: 'Practising with a sat nav',
        paragraphs: [
          'Listen to the instruction, glance at the screen only when it is safe, and look for the road signs and lane markings that confirm it. Sat navs often tell you about a turn several hundred metres in advance, so plan your lane early and do not turn into the first road you see.',
          'If you are unsure, ask the examiner to repeat or confirm the direction. That is always allowed.',
        ],
      },
      {
        heading: 'Following road signs',
        paragraphs: [
          'Direction signs are colour coded: green for primary routes, white for local routes and blue for motorways. When you follow signs to a place, read them early, as they can appear close together at junctions, and keep following that place name until the examiner tells you otherwise.',
          'If a sign is hidden by a bus or a tree, tell the examiner. They will give you directions until you can see the next one.',
        ],
      },
      {
        heading: 'Keeping your lane discipline',
        paragraphs: [
          'The most common mistake in independent driving is concentrating so hard on the directions that lane discipline slips: drifting between lanes on a roundabout or turning from the wrong lane. Directions come second. If you realise late that you are in the wrong lane, carry on safely and let the sat nav or the examiner find you a new route.',
        ],
      },
    ],
  },
];

export function findBlogArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}
