/**
 * Given names and surnames by origin, written by hand for this project from general knowledge of
 * naming customs (Apache-2.0, like the project). Real, common names of each origin; no list the
 * detection engine uses was consulted. Romanisations are the usual English-language ones
 * (an underscore joins a two-word name; Revised Romanisation for Korean, pinyin and Jyutping-style Hong Kong spellings for Chinese,
 * Hepburn for Japanese); diacritics appear where English-language records keep them.
 */
import { words } from "./prng.ts";

export interface OriginNames {
  readonly origin: string;
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly family: readonly string[];
}

function origin(name: string, female: string, male: string, family: string): OriginNames {
  const list = (s: string): string[] => words(s).map((w) => w.replace(/_/g, " "));
  return { origin: name, female: list(female), male: list(male), family: list(family) };
}

export const ORIGINS: readonly OriginNames[] = [
  origin(
    "Korean",
    "Ji-woo Seo-yeon Min-ji Soo-jin Hye-jin Eun-ji Ha-eun Yuna Jiyeon Seo-yun Minseo Da-eun Yeji Sun-hee Mi-kyung Jung-hwa",
    "Min-jun Seo-jun Ji-hoon Jae-won Hyun-woo Dong-hyun Sung-min Tae-yang Joon-ho Kyung-soo Sang-woo Jin-ho Minho Byung-chul Young-ho",
    "Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Shin Seo Kwon Hwang Ahn Song Jeon Hong Yoo Ko Moon Yang Baek Nam Ryu Bae Jeong",
  ),
  origin(
    "Vietnamese",
    "Linh Lan Mai Thu Hoa Huong Ngoc Trang Thao Phuong Nhung Anh Hanh Tuyet Diep Quynh",
    "Minh Tuan Hung Duc Quang Thanh Long Phong Khoa Hieu Dung Bao Vinh Cuong Nam Huy",
    "Nguyen Tran Le Pham Hoang Huynh Phan Vu Vo Dang Bui Do Ho Ngo Duong Ly Truong Dinh Lam Mai Trinh Luong",
  ),
  origin(
    "Chinese (pinyin)",
    "Xiaoming Yan Jing Li Fang Min Hui Lihua Xiu Ying Meiling Yuxin Zihan Ruoxi Jiayi Shufen",
    "Wei Jian Hao Jun Lei Tao Yong Qiang Zhiwei Haoran Zihao Yifan Jianguo Xin Bo Peng",
    "Wang Zhang Liu Chen Yang Zhao Huang Zhou Wu Xu Sun Hu Zhu Gao Lin He Guo Ma Luo Liang Song Zheng Xie Han Tang Feng Yu Dong Xiao Cao Deng",
  ),
  origin(
    "Chinese (Cantonese)",
    "Wing_Yee Mei_Ling Siu_Wai Ka_Man Oi_Lam Suk_Fan Yuk_Lan Wai_Ching Hoi_Yan Kit_Ying Lai_Kuen",
    "Chi_Keung Ka_Ho Wai_Kin Kwok_Wing Siu_Ming Chun_Hei Tsz_Hin Man_Kit Kam_Wah Yiu_Fai",
    "Chan Wong Cheung Lau Leung Lam Tse Ng Ho Yip Kwok Chow Tsang Mak Fung Yeung Lai Tang Choi Siu Kwan Chu Ip Tam Au Hui Lo Sze",
  ),
  origin(
    "Japanese",
    "Yuki Haruka Aiko Sakura Yumi Keiko Naoko Emi Mai Ayaka Hina Misaki Noriko Kazue Chiyo Tomoko",
    "Hiroshi Takeshi Kenji Daisuke Haruto Sota Yuto Kazuki Ren Takumi Shinji Satoshi Makoto Akira Tadashi Isamu",
    "Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada Sasaki Yamaguchi Matsumoto Inoue Kimura Hayashi Shimizu Mori Abe Ikeda Hashimoto Ishikawa Ogawa Okada",
  ),
  origin(
    "Filipino",
    "Maricel Rowena Jocelyn Marites Lorna Analyn Rhodora Lovely Jhoanna Cherry Mylene Liezel Rosalinda Imelda Ligaya Divina",
    "Rodel Jomar Arnel Reynaldo Ronaldo Jun-jun Dindo Efren Rommel Jericho Jayson Bienvenido Danilo Ariel Emmanuel Rogelio",
    "Santos Reyes Cruz Bautista Ocampo Garcia Mendoza Torres Tolentino Villanueva Dela_Cruz Aquino Ramos Castillo Navarro Pascual Manalo Dizon Soriano Magbanua Gatchalian Macaraeg Pangilinan Salonga Buenaventura",
  ),
  origin(
    "Indian (Hindi)",
    "Priya Anjali Pooja Neha Sunita Kavita Rekha Asha Meera Shreya Aarti Geeta Nisha Divya Ritu Swati",
    "Rahul Amit Rajesh Sanjay Vikram Arjun Rohan Anil Suresh Manoj Deepak Ravi Ajay Vivek Nikhil Ashok",
    "Sharma Verma Gupta Singh Kumar Agarwal Mishra Pandey Yadav Tiwari Saxena Chauhan Srivastava Joshi Malhotra Kapoor Mehta Bhatia Chopra Dubey Trivedi Rastogi Khanna",
  ),
  origin(
    "Indian (Tamil)",
    "Lakshmi Meenakshi Kavitha Revathi Selvi Priyadharshini Anitha Vasuki Malathi Sangeetha Thenmozhi Kalaivani Nandhini Janani",
    "Murugan Senthil Karthik Arun Saravanan Rajendran Venkatesh Balaji Ganesh Prakash Vijay Ramesh Siva Dinesh Kannan Elango",
    "Subramanian Krishnan Venkataraman Raghavan Sundaram Balasubramanian Natarajan Rajagopal Iyer Pillai Chettiar Mudaliar Ramasamy Annamalai Selvaraj Murugesan Palaniappan Thiagarajan Arumugam Gopalan",
  ),
  origin(
    "Indian (Bengali)",
    "Rupa Mousumi Tanusree Sharmila Rituparna Debjani Ananya Soma Mitali Poulami Sudeshna Jhuma Anindita Baishakhi",
    "Sourav Arindam Debashis Subhajit Anirban Partha Tapas Sandip Abhijit Indranil Kaushik Sumit Pranab Biswajit",
    "Chatterjee Banerjee Mukherjee Bhattacharya Ganguly Chakraborty Sen Ghosh Bose Das Dutta Roy Sarkar Majumdar Mitra Basu Chowdhury Haldar Pal Mondal",
  ),
  origin(
    "Pakistani",
    "Ayesha Fatima Sana Hina Nadia Saima Rabia Shazia Amna Mehwish Zainab Iqra Bushra Nazia Farzana Samina",
    "Imran Asif Bilal Usman Kamran Tariq Faisal Adnan Shahid Zubair Naveed Waqar Junaid Raheel Sajid Irfan",
    "Khan Malik Butt Chaudhry Qureshi Siddiqui Sheikh Hussain Raja Mirza Abbasi Awan Bhatti Akhtar Rana Iqbal Baig Niazi Janjua Cheema Gondal Ashraf",
  ),
  origin(
    "Arabic",
    "Fatimah Maryam Noor Layla Huda Rania Salma Yasmin Amira Leila Dalia Hana Reem Samira Nadia Lubna",
    "Mohammed Ahmed Omar Ali Hassan Yusuf Khalid Ibrahim Mahmoud Tariq Karim Samir Walid Nabil Hamza Faris",
    "Al-Sayed Haddad Khoury Nasser Mansour Saleh Hamdan Abdullah Rahman Aziz Darwish Masri Qasim Shalabi Barakat Haddadin Al-Amin Farouk Ghanem Jaber Khalil Sabbagh Zaidan",
  ),
  origin(
    "Persian",
    "Shirin Parisa Nasrin Mahsa Leila Roya Azadeh Golnaz Fereshteh Mina Maryam Niloufar Setareh Bahar Ladan",
    "Reza Ali Mehdi Hossein Arash Dariush Kourosh Babak Farid Kaveh Behrouz Siavash Omid Payam Ramin",
    "Hosseini Rezaei Mohammadi Ahmadi Karimi Moradi Jafari Rahimi Sadeghi Tehrani Shirazi Esfahani Kazemi Ghorbani Rostami Farahani Nazari Bagheri Tavakoli Amini",
  ),
  origin(
    "Turkish",
    "Ayşe Fatma Elif Zeynep Emine Hatice Merve Büşra Esra Gül Sevgi Derya Özlem Nur Selin Ebru",
    "Mehmet Mustafa Ahmet Hüseyin Hasan Murat Emre Burak Cem Kemal Serkan Volkan Oğuz Yusuf Tolga Barış",
    "Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan Çetin Kara Koç Kurt Özkan Şimşek Polat Erdoğan Aksoy",
  ),
  origin(
    "Yoruba",
    "Folake Adunni Funmilayo Titilayo Yetunde Bukola Omolara Abimbola Temitope Kehinde Bisola Morenike Ayodele Modupe Iyabo",
    "Olumide Adebayo Babatunde Oluwaseun Femi Tunde Ayodeji Kayode Olusegun Dapo Taiwo Adewale Gbenga Olamide Bolaji",
    "Adeyemi Ogunleye Adebayo Ogunbanjo Oladipo Akinola Adewale Olawale Ogundipe Afolabi Bamidele Oyelaran Fashola Adeleke Ajayi Akande Olatunji Oyebanji Odunsi",
  ),
  origin(
    "Igbo",
    "Chioma Ngozi Adaeze Chiamaka Nkechi Ifeoma Obiageli Uchenna Amarachi Chinwe Ogechi Nneka Kelechi Chidinma",
    "Chukwuemeka Obinna Ikenna Nnamdi Chinedu Emeka Uchenna Ifeanyi Chibuike Kenechukwu Obiora Chijioke Onyekachi Somtochukwu",
    "Okafor Okonkwo Eze Nwosu Okeke Obi Nwachukwu Okoro Chukwu Onyeka Ibe Anyanwu Nnadi Ezeh Uzor Ogbonna Nwankwo Obiakor Ugwu Okonjo",
  ),
  origin(
    "Akan (Ghanaian)",
    "Ama Akosua Abena Efua Yaa Afua Adwoa Esi Akua Adjoa Maame Naana Serwaa Ewurabena",
    "Kwame Kofi Kwaku Yaw Kwabena Kojo Kwesi Kweku Fiifi Nana Kobina Ekow Kwadwo Yao",
    "Mensah Asante Owusu Boateng Osei Appiah Agyeman Ansah Darko Amoah Frimpong Sarpong Antwi Bonsu Acheampong Gyamfi Ofori Addo Danquah Opoku",
  ),
  origin(
    "Somali/Ethiopian",
    "Hodan Ifrah Sahra Faadumo Hawa Ayaan Nimco Ubah Muna Ladan Tigist Selam Meseret Hiwot Bethlehem Genet",
    "Abdirahman Abdullahi Mohamed Farah Guled Abdi Hassan Yonas Dawit Tesfaye Bereket Girma Tewodros Abebe Mulugeta Biniam",
    "Warsame Farah Hirsi Jama Ali Osman Egal Duale Aden Nur Abdi Ahmed Tadesse Bekele Haile Gebre Wolde Alemu Mekonnen Tesfaye Desta Girma Kebede",
  ),
  origin(
    "Polish",
    "Agnieszka Katarzyna Małgorzata Joanna Magdalena Anna Zofia Ewa Barbara Krystyna Dorota Beata Jadwiga Halina Wiesława",
    "Krzysztof Piotr Tomasz Paweł Marek Grzegorz Jakub Andrzej Wojciech Michał Łukasz Jarosław Zbigniew Stanisław Tadeusz",
    "Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski Kozłowski Jankowski Mazur Kwiatkowski Krawczyk Piotrowski Grabowski Pawłowski Michalski Zając Wróbel",
  ),
  origin(
    "Russian/Ukrainian",
    "Olga Tatiana Natalia Svetlana Yulia Irina Ekaterina Oksana Larysa Halyna Lyudmila Valentina Nadezhda Anastasia Daria",
    "Dmitri Sergei Alexei Vladimir Nikolai Andriy Oleksandr Mykola Ivan Yuri Pavel Viktor Bogdan Taras Vasyl",
    "Ivanov Petrova Smirnov Kuznetsova Popov Sokolov Lebedev Kozlov Novikova Morozov Volkov Shevchenko Kovalenko Bondarenko Tkachenko Kravchenko Melnyk Boyko Oliynyk Lysenko Moroz Zakharova",
  ),
  origin(
    "Greek",
    "Eleni Maria Sofia Katerina Georgia Dimitra Vasiliki Ioanna Despina Anastasia Paraskevi Chrysoula Eftychia Stavroula",
    "Giorgos Dimitrios Konstantinos Nikolaos Ioannis Panagiotis Vasileios Christos Athanasios Spyros Stavros Evangelos Theodoros Michalis",
    "Papadopoulos Papadakis Georgiou Konstantinidis Nikolaidis Pappas Oikonomou Vlachos Karagiannis Dimitriou Christodoulou Antoniou Makris Papageorgiou Alexiou Theodorou Stavropoulos Kyriakou",
  ),
  origin(
    "Hispanic/Latin American",
    "María Guadalupe Rosario Ximena Itzel Yesenia Marisol Lucía Valentina Camila Araceli Yolanda Consuelo Leticia Graciela Milagros",
    "José Juan Luis Jesús Francisco Alejandro Miguel Santiago Mateo Rigoberto Héctor Ernesto Arturo Guillermo Joaquín Eduardo",
    "García Rodríguez Martínez Hernández López González Pérez Sánchez Ramírez Flores Gómez Díaz Vázquez Castillo Morales Jiménez Ruiz Mendoza Aguilar Ortiz Gutiérrez Chávez Ramos Villalobos Zúñiga Quintero",
  ),
  origin(
    "Portuguese/Brazilian",
    "Ana Beatriz Fernanda Luana Thaís Gabriela Juliana Leticia Conceição Fátima Raquel Larissa Manuela Rita Inês",
    "João Pedro Gustavo Thiago Rafael Rodrigo Marcelo Vinícius Fábio Leandro Nuno Tiago Gonçalo Diogo Caio",
    "Silva Santos Oliveira Souza Pereira Costa Rodrigues Almeida Nascimento Lima Araújo Fernandes Carvalho Gomes Martins Rocha Ribeiro Ferreira Barbosa Cardoso Teixeira Moreira Azevedo",
  ),
  origin(
    "Irish",
    "Siobhán Aoife Niamh Caoimhe Saoirse Róisín Orla Sinéad Ciara Aisling Gráinne Deirdre Máire Bríd Eimear",
    "Seán Ciarán Cian Oisín Pádraig Darragh Eoin Colm Diarmuid Donal Fionn Tadhg Ruairí Cathal Eamon",
    "O'Brien O'Sullivan Murphy Kelly Byrne Ryan O'Connor Walsh McCarthy O'Neill Doherty Gallagher Kennedy Lynch Quinn Fitzgerald Brennan Moloney Ó_Briain Mac_Giolla Dunne Keane Nolan Flanagan",
  ),
  origin(
    "Scottish",
    "Isla Morag Eilidh Kirsty Mhairi Catriona Fiona Ailsa Shona Elspeth Iona Rhona Moira Senga",
    "Hamish Angus Callum Euan Ruaridh Fraser Alasdair Murdo Torquil Gregor Lachlan Struan Ewan Finlay",
    "MacLeod MacDonald Campbell Stewart Fraser Robertson Henderson McIntyre MacKenzie Mackintosh Sinclair Ferguson Buchanan Murray Drummond Cameron Mackay Munro Gillespie Urquhart Baird Haig",
  ),
  origin(
    "Welsh",
    "Cerys Angharad Rhiannon Seren Nia Ffion Gwen Eleri Bethan Catrin Mali Lowri Siân Heledd",
    "Rhys Dafydd Gareth Gethin Iwan Huw Owain Emyr Aled Geraint Ioan Llŷr Tomos Bryn",
    "Jones Davies Evans Thomas Roberts Lewis Hughes Morgan Griffiths Owen Pritchard Llewellyn Prosser Bowen Vaughan Powell Parry Rees Pugh Howells Jenkins Price",
  ),
  origin(
    "English",
    "Charlotte Harriet Imogen Beatrice Philippa Eleanor Rosalind Jemima Tabitha Felicity Gwendolyn Winifred Edna Muriel Doreen Maureen Sheila",
    "Oliver Alfred Rupert Hugo Jasper Crispin Edmund Nigel Clive Trevor Graham Derek Keith Norman Reginald Bernard",
    "Ashworth Pemberton Thistlewood Fairbrother Blackwood Greenhalgh Higginbottom Ramsbottom Cartwright Whitworth Postlethwaite Entwistle Featherstone Haworth Ackroyd Braithwaite Illingworth Sowerby Kettlewell Rowbotham",
  ),
  origin(
    "Italian",
    "Giulia Francesca Chiara Alessandra Giovanna Rosaria Concetta Lucia Serena Federica Assunta Carmela Antonella Paola",
    "Giuseppe Giovanni Antonio Francesco Salvatore Luca Matteo Lorenzo Vincenzo Gennaro Carmine Raffaele Massimo Stefano",
    "Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De_Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Caruso",
  ),
  origin(
    "Jewish/Hebrew",
    "Rivka Chana Shira Tova Yael Miriam Esther Devorah Leah Batsheva Noa Tamar Malka Sarit",
    "Moshe Yosef Avraham Yitzchak Shmuel Chaim Eliezer Mordechai Ari Noam Yehuda Baruch Menachem Dov",
    "Cohen Levy Friedman Goldberg Katz Rosenberg Weiss Shapiro Klein Greenberg Feldman Horowitz Abramovich Mizrahi Peretz Ben-David Avraham Schwartz Rubinstein Halevi Adler Bernstein",
  ),
  origin(
    "Haitian Creole",
    "Marie-Ange Roseline Guerline Fabienne Nadège Wideline Mirlande Yveline Jesula Ketly Darline Mireille Sherline",
    "Jean-Baptiste Wilfrid Jocelyn Frantz Rénald Jean-Robert Dieudonné Evens Wesner Pierre-Louis Fritznel Ronel Gérald Ti-Jean",
    "Jean-Louis Pierre Joseph Charles Baptiste Dorcé Fils-Aimé Saint-Fleur Toussaint Désir Jean-Pierre Célestin Louissaint Dorvil Bien-Aimé Augustin Lafortune Estimé Noël Michel",
  ),
];

/** Two-letter surnames (Chinese, Korean, Vietnamese): short, easily mistaken for words or initials. */
export const TWO_LETTER_SURNAMES = words("Ng Le Wu Oh Do Yu Li Ma Ko Ho Lo Au Ip Hu Xu Ly Vo Ye An");
