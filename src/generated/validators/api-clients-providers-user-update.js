// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-user-update.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-clients-providers-user-update.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-clients-providers-user-update.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-clients-providers-user-update.json","title":"caption.userUpdate","type":"object","required":["userId"],"properties":{"userId":{"title":"caption.user","type":"integer","minimum":1,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"},"maximum":9007199254740991},"userRole":{"$ref":"#/definitions/user-role"},"userName":{"title":"caption.username","type":["string","null"],"maxLength":150,"messages":{"type":"field.invalid","maxLength":"field.maxLength"},"validCharacters":true},"providerClients":{"title":"caption.healthPlans","type":["array","null"],"maxItems":500,"items":{"type":"object","required":["id"],"properties":{"id":{"title":"caption.healthPlan","type":"integer","minimum":1,"maximum":2147483647,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"name":{"type":["string","null"],"maxLength":200,"validCharacters":true},"selected":{"type":["boolean","null"]},"isSso":{"type":["boolean","null"]},"isNew":{"type":["boolean","null"]},"pin":{"title":"caption.pin","writeOnly":true,"normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"anyOf":[{"type":"boolean"},{"type":"null"},{"type":"string","maxLength":20,"validCharacters":true}],"messages":{"type":"field.invalid"}},"hasPin":{"type":["boolean","null"]},"url":{"type":["string","null"],"maxLength":2000,"validCharacters":true},"totalProviders":{"type":["integer","null"],"minimum":0,"maximum":2147483647}},"if":{"type":"object","required":["selected","hasPin"],"properties":{"selected":{"const":true},"hasPin":{"const":true}}},"then":{"required":["pin"],"properties":{"pin":{"type":"string","minLength":1,"messages":{"type":"field.required","minLength":"field.required"},"validCharacters":true}}},"messages":{"type":"field.invalid"}},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"providerIdentifiers":{"title":"caption.providerIdentifiers","type":["array","null"],"maxItems":20,"items":{"$ref":"#/definitions/provider-identifier"},"uniqueByProperty":{"property":"value","messageId":"registration.identifierDuplicate"},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"healthPlan":{"title":"caption.healthPlan","type":["object","null"],"required":["id"],"properties":{"id":{"title":"caption.healthPlan","type":"integer","minimum":1,"maximum":2147483647,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"name":{"type":["string","null"],"maxLength":200,"validCharacters":true},"url":{"type":["string","null"],"maxLength":2000,"validCharacters":true},"isUnsupported":{"type":["boolean","null"]},"pin":{"title":"caption.pin","writeOnly":true,"normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"type":["string","null"],"maxLength":20,"messages":{"type":"field.invalid","maxLength":"field.invalid"},"validCharacters":true}},"messages":{"type":"field.invalid"}},"commercialHealthplanSelected":{"title":"caption.commercialUtilizationReview","type":["boolean","null"],"messages":{"type":"field.invalid"}},"geneticCounselor":{"title":"caption.role.10","type":["boolean","null"],"messages":{"type":"field.invalid"}}},"allOf":[{"if":{"type":"object","required":["healthPlan"],"properties":{"healthPlan":{"type":"object"}}},"else":{"required":["userRole"]}},{"if":{"type":"object","properties":{"userRole":{"anyOf":[{"const":5},{"type":"object","required":["name"],"properties":{"name":{"const":"Health Plan Representative"}}}]}},"required":["userRole"]},"then":{"required":["healthPlan"],"properties":{"healthPlan":{"type":"object","messages":{"type":"field.required"}}}}}],"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid","required":"field.required"},"definitions":{"user-role":{"title":"caption.userRole","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.role.1"},{"const":2,"title":"caption.role.2"},{"const":5,"title":"caption.role.5"},{"const":10,"title":"caption.role.10"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"}},"provider-identifier":{"title":"caption.providerIdentifier","type":"object","required":["type","value"],"properties":{"type":{"title":"caption.identifierType","type":"integer","oneOf":[{"const":0,"title":"caption.taxIdTin"},{"const":1,"title":"caption.npi"},{"const":2,"title":"caption.groupNpi"},{"const":3,"title":"caption.providerIdClid"},{"const":4,"title":"caption.groupId"},{"const":5,"title":"caption.groupTin"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"caption.identifier","type":"string","normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","npiCheckDigit":"providerIdentifier.npiCheckDigit","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"type":"object","properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","npiCheckDigit":true,"validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength","params":{"limit":36}}],"validCharacters":true}}}}]}}};
const schema28 = {"title":"caption.userRole","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.role.1"},{"const":2,"title":"caption.role.2"},{"const":5,"title":"caption.role.5"},{"const":10,"title":"caption.role.10"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"}};
const schema29 = {"title":"caption.providerIdentifier","type":"object","required":["type","value"],"properties":{"type":{"title":"caption.identifierType","type":"integer","oneOf":[{"const":0,"title":"caption.taxIdTin"},{"const":1,"title":"caption.npi"},{"const":2,"title":"caption.groupNpi"},{"const":3,"title":"caption.providerIdClid"},{"const":4,"title":"caption.groupId"},{"const":5,"title":"caption.groupTin"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"caption.identifier","type":"string","normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","npiCheckDigit":"providerIdentifier.npiCheckDigit","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"type":"object","properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","npiCheckDigit":true,"validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength","params":{"limit":36}}],"validCharacters":true}}}}]};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern6 = new RegExp("^[0-9]*$", "u");
const pattern10 = new RegExp("^[\\s\\S]{0,36}$", "u");
const func2 = (__runtime0.default?.default ?? __runtime0.default);

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-clients-providers-user-update.json" */;
let vErrors = null;
let errors = 0;
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(errors === _errs4){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.healthPlan === undefined) && (missing0 = "healthPlan")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.healthPlan !== undefined){
let data0 = data.healthPlan;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userRole === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/else/required",keyword:"required",params:{missingProperty: "userRole"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs10 = errors;
let valid3 = true;
const _errs11 = errors;
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.userRole === undefined) && (missing1 = "userRole")){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
if(data.userRole !== undefined){
let data1 = data.userRole;
const _errs14 = errors;
let valid5 = false;
const _errs15 = errors;
if(5 !== data1){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs16 = errors;
if(errors === _errs16){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing2;
if((data1.name === undefined) && (missing2 = "name")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data1.name !== undefined){
if("Health Plan Representative" !== data1.name){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
else {
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid2 = _errs16 === errors;
valid5 = valid5 || _valid2;
}
if(!valid5){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
}
}
else {
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.healthPlan === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "healthPlan"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.healthPlan !== undefined){
let data3 = data.healthPlan;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err13 = {instancePath:instancePath+"/healthPlan",schemaPath:"#/allOf/1/then/properties/healthPlan/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var _valid1 = _errs19 === errors;
valid3 = _valid1;
}
if(!valid3){
const err14 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userId === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "userId") || (key0 === "userRole")) || (key0 === "userName")) || (key0 === "providerClients")) || (key0 === "providerIdentifiers")) || (key0 === "healthPlan")) || (key0 === "commercialHealthplanSelected")) || (key0 === "geneticCounselor"))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.userId !== undefined){
let data4 = data.userId;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err17 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 9007199254740991 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.userRole !== undefined){
let data5 = data.userRole;
const _errs30 = errors;
let valid10 = true;
const _errs31 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid3 = _errs31 === errors;
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid3){
const _errs33 = errors;
const _errs34 = errors;
let valid11 = false;
let passing0 = null;
const _errs35 = errors;
if(1 !== data5){
const err21 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/0/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs35 === errors;
if(_valid4){
valid11 = true;
passing0 = 0;
}
const _errs36 = errors;
if(2 !== data5){
const err22 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/1/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid4 = _errs36 === errors;
if(_valid4 && valid11){
valid11 = false;
passing0 = [passing0, 1];
}
else {
if(_valid4){
valid11 = true;
passing0 = 1;
}
const _errs37 = errors;
if(5 !== data5){
const err23 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/2/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid4 = _errs37 === errors;
if(_valid4 && valid11){
valid11 = false;
passing0 = [passing0, 2];
}
else {
if(_valid4){
valid11 = true;
passing0 = 2;
}
const _errs38 = errors;
if(10 !== data5){
const err24 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/3/const",keyword:"const",params:{allowedValue: 10}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid4 = _errs38 === errors;
if(_valid4 && valid11){
valid11 = false;
passing0 = [passing0, 3];
}
else {
if(_valid4){
valid11 = true;
passing0 = 3;
}
}
}
}
if(!valid11){
const err25 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
var _valid3 = _errs33 === errors;
valid10 = _valid3;
ifClause0 = "then";
}
else {
const _errs39 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err26 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key1 in data5){
if(!((key1 === "id") || (key1 === "name"))){
const err27 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data5.id !== undefined){
let data6 = data5.id;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err28 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!((((data6 === 1) || (data6 === 2)) || (data6 === 5)) || (data6 === 10))){
const err29 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/enum",keyword:"enum",params:{allowedValues: schema28.else.properties.id.enum}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data5.name !== undefined){
let data7 = data5.name;
if(!((((data7 === "Ordering Provider") || (data7 === "Servicing Provider")) || (data7 === "Health Plan Representative")) || (data7 === "Genetic Counselor"))){
const err30 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/enum",keyword:"enum",params:{allowedValues: schema28.else.properties.name.enum}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data7 === "string"){
if(pattern0.test(data7)){
const err31 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid3 = _errs39 === errors;
valid10 = _valid3;
ifClause0 = "else";
}
if(!valid10){
const err34 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/if",keyword:"if",params:{failingKeyword: ifClause0}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.userName !== undefined){
let data8 = data.userName;
if((typeof data8 !== "string") && (data8 !== null)){
const err35 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: schema27.properties.userName.type}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data8 === "string"){
if(func2(data8) > 150){
const err36 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(pattern0.test(data8)){
const err37 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.providerClients !== undefined){
let data9 = data.providerClients;
if((!(Array.isArray(data9))) && (data9 !== null)){
const err38 = {instancePath:instancePath+"/providerClients",schemaPath:"#/properties/providerClients/type",keyword:"type",params:{type: schema27.properties.providerClients.type}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(Array.isArray(data9)){
if(data9.length > 500){
const err39 = {instancePath:instancePath+"/providerClients",schemaPath:"#/properties/providerClients/maxItems",keyword:"maxItems",params:{limit: 500}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
const _errs58 = errors;
let valid15 = true;
const _errs59 = errors;
if(errors === _errs59){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing3;
if(((data10.selected === undefined) && (missing3 = "selected")) || ((data10.hasPin === undefined) && (missing3 = "hasPin"))){
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
if(data10.selected !== undefined){
const _errs61 = errors;
if(true !== data10.selected){
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var valid16 = _errs61 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data10.hasPin !== undefined){
const _errs62 = errors;
if(true !== data10.hasPin){
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var valid16 = _errs62 === errors;
}
else {
var valid16 = true;
}
}
}
}
else {
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
var _valid5 = _errs59 === errors;
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs63 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.pin === undefined){
const err44 = {instancePath:instancePath+"/providerClients/" + i0,schemaPath:"#/properties/providerClients/items/then/required",keyword:"required",params:{missingProperty: "pin"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data10.pin !== undefined){
let data13 = data10.pin;
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err45 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/then/properties/pin/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(pattern0.test(data13)){
const err46 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/then/properties/pin/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/then/properties/pin/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
var _valid5 = _errs63 === errors;
valid15 = _valid5;
}
if(!valid15){
const err48 = {instancePath:instancePath+"/providerClients/" + i0,schemaPath:"#/properties/providerClients/items/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.id === undefined){
const err49 = {instancePath:instancePath+"/providerClients/" + i0,schemaPath:"#/properties/providerClients/items/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data10.id !== undefined){
let data14 = data10.id;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err50 = {instancePath:instancePath+"/providerClients/" + i0+"/id",schemaPath:"#/properties/providerClients/items/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 2147483647 || isNaN(data14)){
const err51 = {instancePath:instancePath+"/providerClients/" + i0+"/id",schemaPath:"#/properties/providerClients/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err52 = {instancePath:instancePath+"/providerClients/" + i0+"/id",schemaPath:"#/properties/providerClients/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
if(data10.name !== undefined){
let data15 = data10.name;
if((typeof data15 !== "string") && (data15 !== null)){
const err53 = {instancePath:instancePath+"/providerClients/" + i0+"/name",schemaPath:"#/properties/providerClients/items/properties/name/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.name.type}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(typeof data15 === "string"){
if(func2(data15) > 200){
const err54 = {instancePath:instancePath+"/providerClients/" + i0+"/name",schemaPath:"#/properties/providerClients/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(pattern0.test(data15)){
const err55 = {instancePath:instancePath+"/providerClients/" + i0+"/name",schemaPath:"#/properties/providerClients/items/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data10.selected !== undefined){
let data16 = data10.selected;
if((typeof data16 !== "boolean") && (data16 !== null)){
const err56 = {instancePath:instancePath+"/providerClients/" + i0+"/selected",schemaPath:"#/properties/providerClients/items/properties/selected/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.selected.type}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data10.isSso !== undefined){
let data17 = data10.isSso;
if((typeof data17 !== "boolean") && (data17 !== null)){
const err57 = {instancePath:instancePath+"/providerClients/" + i0+"/isSso",schemaPath:"#/properties/providerClients/items/properties/isSso/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.isSso.type}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data10.isNew !== undefined){
let data18 = data10.isNew;
if((typeof data18 !== "boolean") && (data18 !== null)){
const err58 = {instancePath:instancePath+"/providerClients/" + i0+"/isNew",schemaPath:"#/properties/providerClients/items/properties/isNew/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.isNew.type}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data10.pin !== undefined){
let data19 = data10.pin;
const _errs80 = errors;
let valid19 = false;
const _errs81 = errors;
if(typeof data19 !== "boolean"){
const err59 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/0/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid6 = _errs81 === errors;
valid19 = valid19 || _valid6;
if(!valid19){
const _errs83 = errors;
if(data19 !== null){
const err60 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid6 = _errs83 === errors;
valid19 = valid19 || _valid6;
if(!valid19){
const _errs85 = errors;
if(typeof data19 === "string"){
if(func2(data19) > 20){
const err61 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/2/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(pattern0.test(data19)){
const err62 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/2/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/2/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid6 = _errs85 === errors;
valid19 = valid19 || _valid6;
}
}
if(!valid19){
const err64 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
}
}
if(data10.hasPin !== undefined){
let data20 = data10.hasPin;
if((typeof data20 !== "boolean") && (data20 !== null)){
const err65 = {instancePath:instancePath+"/providerClients/" + i0+"/hasPin",schemaPath:"#/properties/providerClients/items/properties/hasPin/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.hasPin.type}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data10.url !== undefined){
let data21 = data10.url;
if((typeof data21 !== "string") && (data21 !== null)){
const err66 = {instancePath:instancePath+"/providerClients/" + i0+"/url",schemaPath:"#/properties/providerClients/items/properties/url/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.url.type}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(typeof data21 === "string"){
if(func2(data21) > 2000){
const err67 = {instancePath:instancePath+"/providerClients/" + i0+"/url",schemaPath:"#/properties/providerClients/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(pattern0.test(data21)){
const err68 = {instancePath:instancePath+"/providerClients/" + i0+"/url",schemaPath:"#/properties/providerClients/items/properties/url/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
if(data10.totalProviders !== undefined){
let data22 = data10.totalProviders;
if((!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))) && (data22 !== null)){
const err69 = {instancePath:instancePath+"/providerClients/" + i0+"/totalProviders",schemaPath:"#/properties/providerClients/items/properties/totalProviders/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.totalProviders.type}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(typeof data22 == "number"){
if(data22 > 2147483647 || isNaN(data22)){
const err70 = {instancePath:instancePath+"/providerClients/" + i0+"/totalProviders",schemaPath:"#/properties/providerClients/items/properties/totalProviders/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err71 = {instancePath:instancePath+"/providerClients/" + i0+"/totalProviders",schemaPath:"#/properties/providerClients/items/properties/totalProviders/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
}
else {
const err72 = {instancePath:instancePath+"/providerClients/" + i0,schemaPath:"#/properties/providerClients/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
}
if(data.providerIdentifiers !== undefined){
let data23 = data.providerIdentifiers;
if((!(Array.isArray(data23))) && (data23 !== null)){
const err73 = {instancePath:instancePath+"/providerIdentifiers",schemaPath:"#/properties/providerIdentifiers/type",keyword:"type",params:{type: schema27.properties.providerIdentifiers.type}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(Array.isArray(data23)){
if(data23.length > 20){
const err74 = {instancePath:instancePath+"/providerIdentifiers",schemaPath:"#/properties/providerIdentifiers/maxItems",keyword:"maxItems",params:{limit: 20}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
const len1 = data23.length;
for(let i1=0; i1<len1; i1++){
let data24 = data23[i1];
const _errs102 = errors;
let valid24 = true;
const _errs103 = errors;
if(errors === _errs103){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
let missing4;
if((data24.type === undefined) && (missing4 = "type")){
const err75 = {};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
if(data24.type !== undefined){
let data25 = data24.type;
if(!((data25 === 0) || (data25 === 5))){
const err76 = {};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
}
else {
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
var _valid7 = _errs103 === errors;
errors = _errs102;
if(vErrors !== null){
if(_errs102){
vErrors.length = _errs102;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs106 = errors;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.value !== undefined){
let data26 = data24.value;
if(typeof data26 === "string"){
if(func2(data26) > 9){
const err78 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(func2(data26) < 9){
const err79 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/minLength",keyword:"minLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(!pattern6.test(data26)){
const err80 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(pattern0.test(data26)){
const err81 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
var _valid7 = _errs106 === errors;
valid24 = _valid7;
}
if(!valid24){
const err83 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/allOf/0/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
const _errs110 = errors;
let valid27 = true;
const _errs111 = errors;
if(errors === _errs111){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
let missing5;
if((data24.type === undefined) && (missing5 = "type")){
const err84 = {};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
else {
if(data24.type !== undefined){
let data27 = data24.type;
if(!((data27 === 1) || (data27 === 2))){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
}
else {
const err86 = {};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
var _valid8 = _errs111 === errors;
errors = _errs110;
if(vErrors !== null){
if(_errs110){
vErrors.length = _errs110;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs114 = errors;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.value !== undefined){
let data28 = data24.value;
if(typeof data28 === "string"){
if(func2(data28) > 10){
const err87 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(func2(data28) < 10){
const err88 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/minLength",keyword:"minLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(!pattern6.test(data28)){
const err89 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(pattern0.test(data28)){
const err90 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
let sum0 = 24;
if(/^[0-9]{10}$/.test(data28)){
for(let i2=0; i2<9; i2++){
let digit0 = data28.charCodeAt(i2) - 48;
if(i2 % 2 === 0){
digit0 = digit0 * 2;
if(digit0 > 9){
digit0 = digit0 - 9;
}
}
sum0 = sum0 + digit0;
}
if((10 - (sum0 % 10)) % 10 !== data28.charCodeAt(9) - 48){
const err91 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/npiCheckDigit",keyword:"npiCheckDigit",params:{}};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
var _valid8 = _errs114 === errors;
valid27 = _valid8;
}
if(!valid27){
const err93 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/allOf/1/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
const _errs118 = errors;
let valid30 = true;
const _errs119 = errors;
if(errors === _errs119){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
let missing6;
if((data24.type === undefined) && (missing6 = "type")){
const err94 = {};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
else {
if(data24.type !== undefined){
if(3 !== data24.type){
const err95 = {};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
}
else {
const err96 = {};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
var _valid9 = _errs119 === errors;
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs122 = errors;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.value !== undefined){
let data30 = data24.value;
if(typeof data30 === "string"){
if(!pattern10.test(data30)){
const err97 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/patternRules",keyword:"patternRules",params:{messageId: "providerIdentifier.clidLength", pattern: "^[\\s\\S]{0,36}$"}};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(pattern0.test(data30)){
const err98 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
var _valid9 = _errs122 === errors;
valid30 = _valid9;
}
if(!valid30){
const err100 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/allOf/2/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.type === undefined){
const err101 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data24.value === undefined){
const err102 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "value"}};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data24.type !== undefined){
let data31 = data24.type;
if(!((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31)))){
const err103 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
const _errs127 = errors;
let valid34 = false;
let passing1 = null;
const _errs128 = errors;
if(0 !== data31){
const err104 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/0/const",keyword:"const",params:{allowedValue: 0}};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid10 = _errs128 === errors;
if(_valid10){
valid34 = true;
passing1 = 0;
}
const _errs129 = errors;
if(1 !== data31){
const err105 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/1/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid10 = _errs129 === errors;
if(_valid10 && valid34){
valid34 = false;
passing1 = [passing1, 1];
}
else {
if(_valid10){
valid34 = true;
passing1 = 1;
}
const _errs130 = errors;
if(2 !== data31){
const err106 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/2/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid10 = _errs130 === errors;
if(_valid10 && valid34){
valid34 = false;
passing1 = [passing1, 2];
}
else {
if(_valid10){
valid34 = true;
passing1 = 2;
}
const _errs131 = errors;
if(3 !== data31){
const err107 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/3/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid10 = _errs131 === errors;
if(_valid10 && valid34){
valid34 = false;
passing1 = [passing1, 3];
}
else {
if(_valid10){
valid34 = true;
passing1 = 3;
}
const _errs132 = errors;
if(4 !== data31){
const err108 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/4/const",keyword:"const",params:{allowedValue: 4}};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid10 = _errs132 === errors;
if(_valid10 && valid34){
valid34 = false;
passing1 = [passing1, 4];
}
else {
if(_valid10){
valid34 = true;
passing1 = 4;
}
const _errs133 = errors;
if(5 !== data31){
const err109 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/5/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid10 = _errs133 === errors;
if(_valid10 && valid34){
valid34 = false;
passing1 = [passing1, 5];
}
else {
if(_valid10){
valid34 = true;
passing1 = 5;
}
}
}
}
}
}
if(!valid34){
const err110 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
else {
errors = _errs127;
if(vErrors !== null){
if(_errs127){
vErrors.length = _errs127;
}
else {
vErrors = null;
}
}
}
}
if(data24.value !== undefined){
let data32 = data24.value;
if(typeof data32 === "string"){
if(pattern0.test(data32)){
const err111 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
for(let j0=1; j0<data23.length; j0++){
for(let i3=0; i3<j0; i3++){
if(data23[i3] && data23[j0] && typeof data23[i3] == "object" && typeof data23[j0] == "object" && data23[i3]["value"] !== undefined && data23[i3]["value"] !== null && data23[i3]["value"] === data23[j0]["value"]){
const err114 = {instancePath:instancePath+"/providerIdentifiers",schemaPath:"#/properties/providerIdentifiers/uniqueByProperty",keyword:"uniqueByProperty",params:{messageId: "registration.identifierDuplicate", property: "value", index: j0}};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
}
}
if(data.healthPlan !== undefined){
let data33 = data.healthPlan;
if((!(data33 && typeof data33 == "object" && !Array.isArray(data33))) && (data33 !== null)){
const err115 = {instancePath:instancePath+"/healthPlan",schemaPath:"#/properties/healthPlan/type",keyword:"type",params:{type: schema27.properties.healthPlan.type}};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.id === undefined){
const err116 = {instancePath:instancePath+"/healthPlan",schemaPath:"#/properties/healthPlan/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data33.id !== undefined){
let data34 = data33.id;
if(!((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34)))){
const err117 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(typeof data34 == "number"){
if(data34 > 2147483647 || isNaN(data34)){
const err118 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(data34 < 1 || isNaN(data34)){
const err119 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
if(data33.name !== undefined){
let data35 = data33.name;
if((typeof data35 !== "string") && (data35 !== null)){
const err120 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.name.type}};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(typeof data35 === "string"){
if(func2(data35) > 200){
const err121 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(pattern0.test(data35)){
const err122 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
if(data33.url !== undefined){
let data36 = data33.url;
if((typeof data36 !== "string") && (data36 !== null)){
const err123 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.url.type}};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(typeof data36 === "string"){
if(func2(data36) > 2000){
const err124 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000}};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(pattern0.test(data36)){
const err125 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
if(data33.isUnsupported !== undefined){
let data37 = data33.isUnsupported;
if((typeof data37 !== "boolean") && (data37 !== null)){
const err126 = {instancePath:instancePath+"/healthPlan/isUnsupported",schemaPath:"#/properties/healthPlan/properties/isUnsupported/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.isUnsupported.type}};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data33.pin !== undefined){
let data38 = data33.pin;
if((typeof data38 !== "string") && (data38 !== null)){
const err127 = {instancePath:instancePath+"/healthPlan/pin",schemaPath:"#/properties/healthPlan/properties/pin/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.pin.type}};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(typeof data38 === "string"){
if(func2(data38) > 20){
const err128 = {instancePath:instancePath+"/healthPlan/pin",schemaPath:"#/properties/healthPlan/properties/pin/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(pattern0.test(data38)){
const err129 = {instancePath:instancePath+"/healthPlan/pin",schemaPath:"#/properties/healthPlan/properties/pin/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
}
}
if(data.commercialHealthplanSelected !== undefined){
let data39 = data.commercialHealthplanSelected;
if((typeof data39 !== "boolean") && (data39 !== null)){
const err130 = {instancePath:instancePath+"/commercialHealthplanSelected",schemaPath:"#/properties/commercialHealthplanSelected/type",keyword:"type",params:{type: schema27.properties.commercialHealthplanSelected.type}};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data.geneticCounselor !== undefined){
let data40 = data.geneticCounselor;
if((typeof data40 !== "boolean") && (data40 !== null)){
const err131 = {instancePath:instancePath+"/geneticCounselor",schemaPath:"#/properties/geneticCounselor/type",keyword:"type",params:{type: schema27.properties.geneticCounselor.type}};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
else {
const err132 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["4bc271d0"] = validate11;
const schema30 = {"type":"object","required":["healthPlan"],"properties":{"healthPlan":{"type":"object"}},"$id":"4bc271d0"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="4bc271d0" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.healthPlan === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "healthPlan"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.healthPlan !== undefined){
let data0 = data.healthPlan;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
const err1 = {instancePath:instancePath+"/healthPlan",schemaPath:"#/properties/healthPlan/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

__validators["-33c4861e"] = validate12;
const schema31 = {"type":"object","properties":{"userRole":{"anyOf":[{"const":5},{"type":"object","required":["name"],"properties":{"name":{"const":"Health Plan Representative"}}}]}},"required":["userRole"],"$id":"-33c4861e"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-33c4861e" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userRole === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userRole"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.userRole !== undefined){
let data0 = data.userRole;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(5 !== data0){
const err1 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/anyOf/0/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err2 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/anyOf/1/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.name !== undefined){
if("Health Plan Representative" !== data0.name){
const err3 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/properties/userRole/anyOf/1/properties/name/const",keyword:"const",params:{allowedValue: "Health Plan Representative"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err5 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

__validators["12b25410"] = validate13;
const schema32 = {"type":"integer","$id":"12b25410"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="12b25410" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

__validators["18eae961"] = validate14;
const schema33 = {"const":1,"title":"caption.role.1","$id":"18eae961"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="18eae961" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

__validators["523bfde3"] = validate15;
const schema34 = {"const":2,"title":"caption.role.2","$id":"523bfde3"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="523bfde3" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

__validators["-1d0c497"] = validate16;
const schema35 = {"const":5,"title":"caption.role.5","$id":"-1d0c497"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1d0c497" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

__validators["1487c6f"] = validate17;
const schema36 = {"const":10,"title":"caption.role.10","$id":"1487c6f"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1487c6f" */;
let vErrors = null;
let errors = 0;
if(10 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 10}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

__validators["2b14ab27"] = validate18;
const schema37 = {"type":"object","required":["selected","hasPin"],"properties":{"selected":{"const":true},"hasPin":{"const":true}},"$id":"2b14ab27"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2b14ab27" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.selected === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "selected"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hasPin === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasPin"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.selected !== undefined){
if(true !== data.selected){
const err2 = {instancePath:instancePath+"/selected",schemaPath:"#/properties/selected/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.hasPin !== undefined){
if(true !== data.hasPin){
const err3 = {instancePath:instancePath+"/hasPin",schemaPath:"#/properties/hasPin/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

__validators["70092c7a"] = validate19;
const schema38 = {"type":"boolean","$id":"70092c7a"};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="70092c7a" */;
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

__validators["6a46120b"] = validate20;
const schema39 = {"type":"null","$id":"6a46120b"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6a46120b" */;
let vErrors = null;
let errors = 0;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

__validators["29456f37"] = validate21;
const schema40 = {"type":"string","maxLength":20,"validCharacters":true,"$id":"29456f37"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="29456f37" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func2(data) > 20){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(pattern0.test(data)){
const err1 = {instancePath,schemaPath:"#/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

__validators["2b03dc77"] = validate22;
const schema41 = {"type":"object","properties":{"type":{"enum":[0,5]}},"required":["type"],"$id":"2b03dc77"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2b03dc77" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === 0) || (data0 === 5))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema41.properties.type.enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

__validators["6a64ca35"] = validate23;
const schema42 = {"type":"object","properties":{"type":{"enum":[1,2]}},"required":["type"],"$id":"6a64ca35"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6a64ca35" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === 1) || (data0 === 2))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema42.properties.type.enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

__validators["-421263df"] = validate24;
const schema43 = {"type":"object","properties":{"type":{"const":3}},"required":["type"],"$id":"-421263df"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-421263df" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if(3 !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

__validators["-5f126506"] = validate25;
const schema44 = {"const":0,"title":"caption.taxIdTin","$id":"-5f126506"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-5f126506" */;
let vErrors = null;
let errors = 0;
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

__validators["-3efff16b"] = validate26;
const schema45 = {"const":1,"title":"caption.npi","$id":"-3efff16b"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3efff16b" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

__validators["-16d1a9ef"] = validate27;
const schema46 = {"const":2,"title":"caption.groupNpi","$id":"-16d1a9ef"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-16d1a9ef" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

__validators["5bb219ba"] = validate28;
const schema47 = {"const":3,"title":"caption.providerIdClid","$id":"5bb219ba"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5bb219ba" */;
let vErrors = null;
let errors = 0;
if(3 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

__validators["6d463b85"] = validate29;
const schema48 = {"const":4,"title":"caption.groupId","$id":"6d463b85"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6d463b85" */;
let vErrors = null;
let errors = 0;
if(4 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 4}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

__validators["656f74c6"] = validate30;
const schema49 = {"const":5,"title":"caption.groupTin","$id":"656f74c6"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="656f74c6" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
